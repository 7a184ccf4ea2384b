import { buyerLinkAtSchema } from '../buyer-documents/buyer-documents.js';
import { z } from 'zod';
import { IndustryCategories, OpportunitySourceTypes } from '../enums/company-enums.js';
import { taskStatusSchema } from '../tasks/task.js';
import { employeeSummarySchema } from '../contacts/contact-response.js';
import { idListsOf, personSummarySchema, recordKeys } from '../http/record-schemas.js';
import type { ProjectDateReportRow, ProjectProductReportRow, ProjectReplay } from './project-reports.js';
import {
  dealStatusSchema,
  opportunityStatusSchema,
  ProjectChildListNames,
  projectFieldsSchema,
  projectStatusSchema,
  serviceOfInterestSchema,
  velocityProductSchema,
  type Project,
  type ProjectListItem,
} from './project.js';

const industry = z.enum(IndustryCategories).nullable();

export const projectSchema = projectFieldsSchema.extend({
  ...idListsOf(ProjectChildListNames),
  ...recordKeys,
  reference: z.string(),
  client: z.object({
    _id: z.string(),
    companyName: z.string(),
    logoUrl: z.string(),
    industryType: industry,
    opportunitySource: z.enum(OpportunitySourceTypes).nullable(),
    employees: z.array(employeeSummarySchema),
  }),
  blueboxContacts: z.array(personSummarySchema),
  owner: personSummarySchema.nullable(),
  externalCallers: z.array(personSummarySchema),
  purchaserCount: z.number().int(),
}) satisfies z.ZodType<Project>;

export const projectListItemSchema = z.object({
  ...recordKeys,
  reference: z.string(),
  projectName: z.string(),
  client: z.object({ _id: z.string(), companyName: z.string(), logoUrl: z.string(), industryType: industry }),
  status: projectStatusSchema,
  opportunityStatus: opportunityStatusSchema,
  dealStatus: dealStatusSchema,
  isDeal: z.boolean(),
  serviceOfInterest: serviceOfInterestSchema,
  velocityProducts: z.array(velocityProductSchema),
  expectedCompletion: z.string(),
  initialMeetingDate: z.string(),
  introductionDate: z.string(),
  dateClientSigned: z.string(),
  owner: personSummarySchema.nullable(),
  blueboxContacts: z.array(personSummarySchema),
  purchaserCount: z.number().int(),
}) satisfies z.ZodType<ProjectListItem>;

export const projectDateReportRowSchema = projectListItemSchema.extend({
  companyName: z.string(),
  industryType: industry,
  firstContact: z.string(),
  secondContact: z.string(),
  thirdContact: z.string(),
}) satisfies z.ZodType<ProjectDateReportRow>;

const employeeColumns = Object.fromEntries(
  [1, 2, 3].flatMap((n) => ['Name', 'Email', 'Telephone'].map((what) => [`employee${n}${what}`, z.string()])),
) as Record<`employee${1 | 2 | 3}${'Name' | 'Email' | 'Telephone'}`, z.ZodString>;

export const projectProductReportRowSchema = projectDateReportRowSchema.extend({
  ...employeeColumns,
  opportunitySource: z.enum(OpportunitySourceTypes).nullable(),
  InitialMeeting: z.string(),
  latestTaskDueDate: z.string().nullable(),
  latestTaskSubject: z.string(),
  latestTaskStatus: taskStatusSchema.nullable(),
  latestTaskAssignees: z.string(),
  latestCommunicationDate: z.string().nullable(),
  latestCommunicationContent: z.string(),
}) satisfies z.ZodType<ProjectProductReportRow>;

export const projectReplaySchema = z.object({
  at: z.string(),
  version: z.number().int(),
  project: projectSchema,
  buyerDocuments: z.array(buyerLinkAtSchema),
}) satisfies z.ZodType<ProjectReplay>;
