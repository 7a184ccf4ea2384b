import { z } from 'zod';
import { booleanDateSchema } from '../common/boolean-date.js';
import {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
  type VelocityProduct,
} from '../enums/numeric-enums.js';
import type { IndustryCategory, OpportunitySourceType } from '../enums/company-enums.js';
import { isoInstant, type PersonSummary } from '../tasks/child-links.js';
import type { EmployeeSummary } from '../contacts/contact.js';

const member = <E extends Record<string, number>>(e: E, field: string, enumName: string) => {
  const values = Object.values(e) as E[keyof E][];
  return z.literal(values, { message: `${field} must be a ${enumName}: ${values.join(', ')}` });
};
export const projectStatusSchema = member(ProjectStatus, 'status', 'ProjectStatus');
export const opportunityStatusSchema = member(OpportunityStatus, 'opportunityStatus', 'OpportunityStatus');
export const dealStatusSchema = member(DealStatus, 'dealStatus', 'DealStatus');
export const serviceOfInterestSchema = member(ProjectServiceType, 'serviceOfInterest', 'ProjectServiceType');
export const velocityProductSchema = member(VelocityProducts, 'velocityProducts', 'VelocityProducts');
export const lostReasonSchema = member(OpportunityLostReason, 'lostOpportunityReason', 'OpportunityLostReason');

/** A user id, or the {_id, fullName} summary a GET returned (a client may echo the record). */
const userId = z.union(
  [
    z.uuid(),
    z
      .object({ _id: z.uuid() })
      .loose()
      .transform((u) => u._id),
  ],
  {
    message: 'must be a user id or {_id}',
  },
);
const userIdList = (max: number) =>
  z
    .array(userId)
    .max(max)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);
const companyId = z.union(
  [
    z.uuid(),
    z
      .object({ _id: z.uuid() })
      .loose()
      .transform((c) => c._id),
  ],
  {
    message: 'client must be a company id or {_id}',
  },
);
const now = () => new Date().toISOString();

/**
 * Every field a person edits on a project (spec §3.5, §4.3), with the spec's defaults.
 * `client` is the client company's id; `blueboxContacts` are the firm's people on the project
 * (user ids); `owner` is the member of staff who owns it (byOwner lists); `externalCallers` are
 * the external users allowed to work its purchasers in /ext/console.
 * DECISION: the spec's lostOpportunityReason defaults to empty text; here it is null until an
 * OpportunityLostReason is recorded.
 */
export const projectFieldsSchema = z.object({
  projectName: z.string().trim().min(1, 'projectName is required').max(200),
  client: companyId,
  description: z.string().trim().max(10_000).default(''),
  status: projectStatusSchema.default(ProjectStatus.AwaitingPitch),
  opportunityStatus: opportunityStatusSchema.default(OpportunityStatus.Introduction),
  isDeal: z.boolean().default(false),
  dealStatus: dealStatusSchema.default(DealStatus.SignedButNothingStarted),
  serviceOfInterest: serviceOfInterestSchema.default(ProjectServiceType.Sale),
  velocityProducts: z
    .array(velocityProductSchema)
    .max(37)
    .transform((list) => [...new Set(list)])
    .default([]),
  lostOpportunityReason: lostReasonSchema.nullable().default(null),
  lostOpportunityDescription: z.string().trim().max(5000).default(''),
  expectedCompletion: isoInstant.default(now),
  dateClientSigned: isoInstant.default(now),
  introductionDate: isoInstant.default(now),
  initialMeetingDate: isoInstant.default(now),
  moneyLaunderingChecklistSent: booleanDateSchema.default(() => ({ checked: false, timestamp: now() })),
  moneyLaunderingInformationReceived: booleanDateSchema.default(() => ({ checked: false, timestamp: now() })),
  blueboxContacts: userIdList(20).default([]),
  owner: userId.nullable().default(null),
  externalCallers: userIdList(50).default([]),
  /**
   * Issue 38: whether the client must approve a buyer document (on their portal) before it may go
   * to buyers. Off: a document the client has not been asked about may go; one awaiting their
   * decision or rejected never does.
   */
  buyerDocumentsNeedApproval: z.boolean({ error: 'buyerDocumentsNeedApproval must be true or false' }).default(false),
});
export type ProjectFields = z.output<typeof projectFieldsSchema>;
export type ProjectFieldName = keyof ProjectFields;
export const ProjectFieldNames = Object.keys(projectFieldsSchema.shape) as ProjectFieldName[];

/** The money-laundering ticks of spec §3.5, each a BooleanDate with its own event. */
export const MoneyLaunderingChecks = ['moneyLaunderingChecklistSent', 'moneyLaunderingInformationReceived'] as const;
export type MoneyLaunderingCheck = (typeof MoneyLaunderingChecks)[number];

/**
 * A project's human-readable reference, assigned once at creation from a database sequence:
 * `PRJ-` and the number, zero-padded to six digits.
 */
export const projectReferencePattern = /^PRJ-\d{6,}$/;
export const formatProjectReference = (n: number) => `PRJ-${String(n).padStart(6, '0')}`;

/** The client company as a project shows it (spec §3.5: name, logo, industry, source, employees). */
export interface ProjectClient {
  _id: string;
  companyName: string;
  logoUrl: string;
  industryType: IndustryCategory | null;
  opportunitySource: OpportunitySourceType | null;
  employees: EmployeeSummary[];
}

/** Lists of linked child records (ids, newest first), kept by the child features. */
export const ProjectChildListNames = ['tasks', 'attachments', 'notes', 'payments', 'communications'] as const;
export type ProjectChildListName = (typeof ProjectChildListNames)[number];

/** A project as GET /api/project/{id} returns it. */
export type Project = Omit<ProjectFields, 'client' | 'blueboxContacts' | 'owner' | 'externalCallers'> &
  Record<ProjectChildListName, string[]> & {
    _id: string;
    reference: string;
    client: ProjectClient;
    blueboxContacts: PersonSummary[];
    owner: PersonSummary | null;
    externalCallers: PersonSummary[];
    /** The number of potential purchasers on the project. */
    purchaserCount: number;
    version: number;
    createdAt: string;
    updatedAt: string;
  };

/** A project as the lists, kanban and search show it (no nested child lists). */
export interface ProjectListItem {
  _id: string;
  reference: string;
  projectName: string;
  client: { _id: string; companyName: string; logoUrl: string; industryType: IndustryCategory | null };
  status: ProjectStatus;
  opportunityStatus: OpportunityStatus;
  dealStatus: DealStatus;
  isDeal: boolean;
  serviceOfInterest: ProjectServiceType;
  velocityProducts: VelocityProduct[];
  expectedCompletion: string;
  initialMeetingDate: string;
  introductionDate: string;
  dateClientSigned: string;
  owner: PersonSummary | null;
  blueboxContacts: PersonSummary[];
  purchaserCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The project types of the list and count routes (§7.6): deals are the projects with isDeal. */
export const ProjectTypes = ['all', 'deals', 'opportunities'] as const;
export type ProjectType = (typeof ProjectTypes)[number];

/** Body of POST /api/project. */
export const createProjectBodySchema = projectFieldsSchema.strict();
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

const readOnlyKeys = {
  _id: z.string().optional(),
  reference: z.string().optional(),
  version: z.number().optional(),
  purchaserCount: z.number().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  ...Object.fromEntries(ProjectChildListNames.map((name) => [name, z.array(z.unknown()).optional()])),
};

/**
 * Body of PUT /api/project/{id}: the fields to change (a kanban drag sends only `status`, or
 * `opportunityStatus`/`dealStatus`). Read-only keys a client echoes back are accepted and
 * ignored; defaults are stripped so a partial body changes only what it names.
 */
export const updateProjectBodySchema = z
  .object(
    Object.fromEntries(
      Object.entries(projectFieldsSchema.shape).map(([key, schema]) => [
        key,
        (schema instanceof z.ZodDefault ? schema.removeDefault() : schema).optional(),
      ]),
    ) as unknown as { [K in ProjectFieldName]: z.ZodOptional<z.ZodType<ProjectFields[K]>> },
  )
  .extend(readOnlyKeys)
  .strict();
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

/** Badge intent by project status (spec §4.3; the AwaitingPitch/PitchHeld case covers both). */
export type BadgeIntent = 'success' | 'primary' | 'warning' | 'danger' | 'info' | 'none';
export function projectStatusIntent(status: ProjectStatus): BadgeIntent {
  switch (status) {
    case ProjectStatus.Completed:
      return 'success';
    case ProjectStatus.BlueDiamond:
      return 'primary';
    case ProjectStatus.DeferredDeal:
      return 'warning';
    case ProjectStatus.DeadDeal:
      return 'danger';
    case ProjectStatus.AwaitingPitch:
    case ProjectStatus.PitchHeld:
      return 'none';
    default:
      return 'info';
  }
}
