import type { BuyerLinkAt } from '../buyer-documents/buyer-documents.js';
import type { IndustryCategory, OpportunitySourceType } from '../enums/company-enums.js';
import type { TaskStatus } from '../enums/numeric-enums.js';
import type { Project, ProjectListItem } from './project.js';

/**
 * A row of the projects-by-date report (GET /api/projects/byDate/…, spec §7.6): the list item
 * plus what the original client worked out itself — the client company's name and industry and
 * the names of the first three bluebox contacts ('' when there are fewer).
 */
export type ProjectDateReportRow = ProjectListItem & {
  companyName: string;
  industryType: IndustryCategory | null;
  firstContact: string;
  secondContact: string;
  thirdContact: string;
};

type EmployeeColumn = `employee${1 | 2 | 3}${'Name' | 'Email' | 'Telephone'}`;

/**
 * A row of the products report (GET /api/projects/byProduct/…, spec §7.6), flattened for a grid
 * or a spreadsheet: the first three employees of the client company, the initial meeting as
 * DD/MM/YYYY (UK time), the newest task linked to the project and its latest communication
 * (by communication date). Missing values are '' (null for dates and the task status).
 */
export type ProjectProductReportRow = ProjectDateReportRow &
  Record<EmployeeColumn, string> & {
    opportunitySource: OpportunitySourceType | null;
    InitialMeeting: string;
    latestTaskDueDate: string | null;
    latestTaskSubject: string;
    latestTaskStatus: TaskStatus | null;
    /** The assignees' full names, comma-separated. */
    latestTaskAssignees: string;
    latestCommunicationDate: string | null;
    latestCommunicationContent: string;
  };

/**
 * GET /api/history/project/{id}?at=<ISO time or version>: the project as it stood then, folded
 * from its own events. `at` is when that version was recorded. Names are those the events
 * recorded (the client's name when it was set); what lives on other records' streams — the
 * client's logo and employees, the linked tasks, notes, payments, attachments, communications
 * and purchasers — is not part of the project's history and comes back empty. The buyer
 * documents sent by then (issue 38) are folded from their links' own streams, up to that moment.
 */
export interface ProjectReplay {
  at: string;
  version: number;
  project: Project;
  buyerDocuments: BuyerLinkAt[];
}
