import { ReportTitles, type RecentlyViewedItem, type ReportSchedule, type UserStatus } from '@dealbook/contracts';
import type { ImportOfUser, ProjectOfUser } from '@dealbook/projections';
import { fieldsSection, tableSection, type PrintDocument } from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { callColumns, taskColumns } from '../detail-pdfs/linked-record-columns.js';
import { field, yesNo } from '../detail-pdfs/pdf-fields.js';
import { personalDataPdf } from './personal-data-pdf.js';
import type { SignInRecord, UserPersonalData } from './user-personal-data.js';

const identityColumns: TableColumn<SignInRecord['identities'][number]>[] = [
  { header: 'Identity provider', kind: 'text', value: (link) => link.issuer, width: 30 },
  { header: 'E-mail', kind: 'text', value: (link) => link.email, width: 24 },
  { header: 'Linked', kind: 'dateTime', value: (link) => link.linkedAt, width: 12 },
  { header: 'Last sign-in', kind: 'dateTime', value: (link) => link.lastSignInAt, width: 12 },
];

const sessionColumns: TableColumn<SignInRecord['sessions'][number]>[] = [
  { header: 'Signed in', kind: 'dateTime', value: (session) => session.createdAt, width: 12 },
  { header: 'Last seen', kind: 'dateTime', value: (session) => session.lastSeenAt, width: 12 },
  { header: 'Ended', kind: 'dateTime', value: (session) => session.revokedAt, width: 12 },
  { header: 'Address', kind: 'text', value: (session) => session.ip ?? '', width: 14 },
  { header: 'Browser', kind: 'text', value: (session) => session.userAgent ?? '', width: 38 },
];

const viewedColumns: TableColumn<RecentlyViewedItem>[] = [
  { header: 'Type', kind: 'text', value: (item) => item.type, width: 10 },
  { header: 'Record', kind: 'text', value: (item) => item.name, width: 30 },
  { header: 'Summary', kind: 'text', value: (item) => item.summary, width: 40 },
];

const projectRoleWords: Record<ProjectOfUser['roles'][number], string> = {
  owner: 'Owner',
  blueboxContact: 'One of the firm’s people',
  externalCaller: 'External caller',
};

const projectColumns: TableColumn<ProjectOfUser>[] = [
  { header: 'Reference', kind: 'text', value: (project) => project.reference, width: 10 },
  { header: 'Project', kind: 'text', value: (project) => project.projectName, width: 36 },
  {
    header: 'As',
    kind: 'text',
    value: (project) => project.roles.map((role) => projectRoleWords[role]).join(', '),
    width: 30,
  },
];

const scheduleColumns: TableColumn<ReportSchedule>[] = [
  { header: 'Report', kind: 'text', value: (schedule) => ReportTitles[schedule.report], width: 16 },
  { header: 'Sent', kind: 'text', value: (schedule) => `${schedule.frequency} at ${schedule.time}`, width: 14 },
  { header: 'Owner', kind: 'text', value: (schedule) => schedule.owner?.fullName ?? '', width: 16 },
  { header: 'Recipients', kind: 'text', value: (schedule) => schedule.recipients.join(', '), width: 34 },
];

const importColumns: TableColumn<ImportOfUser>[] = [
  { header: 'File', kind: 'text', value: (job) => job.fileName, width: 34 },
  { header: 'Of', kind: 'text', value: (job) => job.kind, width: 12 },
  { header: 'State', kind: 'text', value: (job) => job.state, width: 12 },
  { header: 'Started', kind: 'dateTime', value: (job) => job.startedAt, width: 14 },
];

const visitColumns: TableColumn<{ projectId: string; at: string }>[] = [
  { header: 'Project', kind: 'text', value: (visit) => visit.projectId, width: 40 },
  { header: 'Last opened', kind: 'dateTime', value: (visit) => visit.at, width: 14 },
];

const statusWords: Record<UserStatus, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };

const target = (value: number | null | undefined) => (value === null || value === undefined ? 'None set' : value);

/**
 * A staff account's archive on paper: the account (profile, role, settings, how they sign in,
 * what they viewed last), the tasks and calls that are theirs, then their history, the notes
 * and files they wrote and uploaded, the projects they are on, the report schedules and imports
 * that are theirs, and the free text elsewhere that names them.
 */
export function userPersonalDataPdf(data: UserPersonalData, exportedOn: string): PrintDocument {
  const { user, signIn } = data;
  const visits = Object.entries(data.clientVisits).map(([projectId, at]) => ({ projectId, at }));
  const lists = [
    `${user.companies.length} companies`,
    `${user.projects.length} projects`,
    `${user.tasks.length} tasks`,
    `${user.communications.length} communications`,
  ].join(', ');
  return personalDataPdf(data, exportedOn, {
    describedAs: `User account ${user.email}`,
    notesHeading: 'Notes they wrote',
    record: [
      fieldsSection('Account', [
        field('First name', user.firstName),
        field('Last name', user.lastName),
        field('Display name', user.displayName),
        field('E-mail', user.email),
        field('Photo', user.photoUrl),
        field('Role', data.role),
        field('Status', statusWords[user.status]),
        field('Active', yesNo(user.isActive)),
        field('Team member', yesNo(user.isTeamMember)),
        field('External user', yesNo(user.isExternalUser)),
        field('Sidebar pinned open', yesNo(user.userSettings.navbarPinned)),
        field('On their team lists', lists),
        field('Calls per day target', target(data.targets?.callsPerDay)),
        field('NDAs per month target', target(data.targets?.ndasPerMonth)),
        field('Signs in with a password', yesNo(signIn.hasPassword)),
        field('Created on', user.createdAt.slice(0, 10)),
      ]),
      tableSection('Single sign-on accounts', identityColumns, signIn.identities, 'None linked.'),
      tableSection('Sessions', sessionColumns, signIn.sessions, 'No sessions.'),
      tableSection('Recently viewed', viewedColumns, user.userSettings.recentlyViewedItems, 'Nothing viewed recently.'),
      ...(visits.length > 0
        ? [tableSection('Projects opened in the client portal', visitColumns, visits, 'None.')]
        : []),
      tableSection('Tasks assigned to them or that they created', taskColumns, data.tasks, 'No tasks.'),
      tableSection(
        'Communications they logged or were on',
        callColumns({ project: true }),
        data.communications,
        'No communications.',
      ),
    ],
    more: [
      tableSection('Projects they are on', projectColumns, data.projects, 'None.'),
      tableSection('Report schedules', scheduleColumns, data.reportSchedules, 'None.'),
      tableSection('Imports they started', importColumns, data.imports, 'None.'),
    ],
  });
}
