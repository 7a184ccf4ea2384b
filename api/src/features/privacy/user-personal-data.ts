import type { Kysely } from 'kysely';
import {
  roleLabel,
  type CallerTargets,
  type Communication,
  type HistoryEntry,
  type Note,
  type ReportSchedule,
  type SessionUser,
  type Task,
  type User,
} from '@dealbook/contracts';
import {
  findAttachmentsByIds,
  findCommunicationsByIds,
  findHeldUserRecord,
  findImportsOfUser,
  findNotesByIds,
  findPersonalMentions,
  findProjectsOfUser,
  findRecordIdsOfUser,
  findReportSchedules,
  findTasksByIds,
  type ImportOfUser,
  type PersonalMention,
  type ProjectOfUser,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import { authDatabase } from '../../platform/auth/auth-tables.js';
import type { HistoryService } from '../history/history.service.js';
import {
  archivedAttachments,
  personalDataHeader,
  type ArchivedAttachment,
  type GatheredPersonalData,
  type PersonalDataHeader,
} from './personal-data-archive.js';

/**
 * How the user signs in, as far as it is about them: whether they have a password (never its
 * hash), the identity-provider accounts linked to them, and their sessions (when, from where, on
 * what) without the session's id or the provider's token, which are secrets.
 */
export interface SignInRecord {
  hasPassword: boolean;
  identities: { issuer: string; subject: string; email: string; linkedAt: string; lastSignInAt: string }[];
  sessions: {
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    revokedAt: string | null;
    userAgent: string | null;
    ip: string | null;
  }[];
}

/**
 * Everything the firm holds about one of its users (UK GDPR Art. 15, issue 37): their account and
 * what they appear in by their user id, as the archive's `personal-data.json` holds it. Each list
 * is whole.
 */
export interface UserPersonalData extends PersonalDataHeader<{
  type: 'user';
  _id: string;
  fullName: string;
  email: string;
}> {
  /** The account: profile, role, flags, team lists, settings and recently viewed records. */
  user: User;
  role: string;
  /** Client users: each project whose status they opened in the portal, and when they last did. */
  clientVisits: Record<string, string>;
  /** The calls and NDAs a manager set as their targets, if any. */
  targets: CallerTargets | null;
  signIn: SignInRecord;
  /** Who changed what on their account, and when (their own stream). */
  history: HistoryEntry[];
  /** Tasks assigned to them or that they created. */
  tasks: Task[];
  /** Calls and messages they logged or were among the callers of. */
  communications: Communication[];
  /** Notes they wrote. */
  notes: Note[];
  /** Files they uploaded. */
  attachments: ArchivedAttachment[];
  /** Projects they own, work on as one of the firm's people, or call for. */
  projects: ProjectOfUser[];
  /** Report schedules they own, that filter on them, or that mail them. */
  reportSchedules: ReportSchedule[];
  /** Imports they started. */
  imports: ImportOfUser[];
  /** Free text elsewhere that names them (by full name or e-mail address). */
  mentions: PersonalMention[];
}

export type GatheredUserData = GatheredPersonalData<UserPersonalData>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function signInRecordOf(db: Kysely<ReadModelDatabase>, userId: string): Promise<SignInRecord> {
  const auth = authDatabase(db);
  const [password, identities, sessions] = await Promise.all([
    auth.selectFrom('user_credentials').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    auth
      .selectFrom('identity_links')
      .select(['issuer', 'subject', 'email', 'linked_at', 'last_sign_in_at'])
      .where('user_id', '=', userId)
      .orderBy('linked_at')
      .execute(),
    auth
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'user_agent', 'ip'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return {
    hasPassword: password !== undefined,
    identities: identities.map((link) => ({
      issuer: link.issuer,
      subject: link.subject,
      email: link.email,
      linkedAt: link.linked_at.toISOString(),
      lastSignInAt: link.last_sign_in_at.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      createdAt: session.created_at.toISOString(),
      lastSeenAt: session.last_seen_at.toISOString(),
      expiresAt: session.expires_at.toISOString(),
      revokedAt: iso(session.revoked_at),
      userAgent: session.user_agent,
      ip: session.ip,
    })),
  };
}

export async function gatherUserPersonalData(
  deps: { db: Kysely<ReadModelDatabase>; history: HistoryService },
  userId: string,
  viewer: SessionUser,
  now = new Date(),
): Promise<GatheredUserData> {
  const { db } = deps;
  const held = await findHeldUserRecord(db, userId);
  if (!held) throw notFound('User', userId);
  const { user } = held;
  const [ids, history, signIn, projects, imports, mentions] = await Promise.all([
    findRecordIdsOfUser(db, userId, user.email),
    deps.history.read('user', userId, viewer),
    signInRecordOf(db, userId),
    findProjectsOfUser(db, userId),
    findImportsOfUser(db, userId),
    findPersonalMentions(db, [user.fullName, user.email], userId),
  ]);
  const [tasks, communications, notes, attachments, reportSchedules] = await Promise.all([
    findTasksByIds(db, ids.tasks),
    findCommunicationsByIds(db, ids.communications),
    findNotesByIds(db, ids.notes),
    findAttachmentsByIds(db, ids.attachments),
    ids.reportSchedules.length > 0 ? findReportSchedules(db, undefined, ids.reportSchedules) : [],
  ]);
  const archived = archivedAttachments(attachments);
  const subject = { type: 'user' as const, _id: user._id, fullName: user.fullName || user.email, email: user.email };
  return {
    data: {
      ...personalDataHeader(subject, viewer, now),
      user,
      role: roleLabel(user.role),
      clientVisits: held.clientVisits,
      targets: held.targets,
      signIn,
      history,
      tasks,
      communications,
      notes,
      attachments: archived.attachments,
      projects,
      reportSchedules,
      imports,
      mentions,
    },
    files: archived.files,
  };
}
