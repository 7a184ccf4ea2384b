import {
  createProjectBodySchema,
  OpportunityStatus,
  ProjectServiceType,
  type BooleanDate,
  type CreateProjectBody,
  type DealStatus,
  type OpportunityLostReason,
  type PersonSummary,
  type Project,
  type ProjectStatus,
  type UpdateProjectBody,
  type VelocityProduct,
} from '@dealbook/contracts';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/utils/fieldErrors.js';

/** The client as the form shows it: enough to draw its logo and name. */
export interface ClientChoice {
  _id: string;
  companyName: string;
  logoUrl: string;
}

/** Everything a person edits on a project (spec §3.5), people and client as the form shows them. */
export interface ProjectFormValues {
  projectName: string;
  client: ClientChoice | null;
  description: string;
  serviceOfInterest: ProjectServiceType;
  velocityProducts: VelocityProduct[];
  status: ProjectStatus;
  opportunityStatus: OpportunityStatus;
  isDeal: boolean;
  dealStatus: DealStatus;
  lostOpportunityReason: OpportunityLostReason | null;
  lostOpportunityDescription: string;
  expectedCompletion: string;
  dateClientSigned: string;
  introductionDate: string;
  initialMeetingDate: string;
  moneyLaunderingChecklistSent: BooleanDate;
  moneyLaunderingInformationReceived: BooleanDate;
  owner: PersonSummary | null;
  blueboxContacts: PersonSummary[];
  externalCallers: PersonSummary[];
}

export type ProjectFormField = keyof ProjectFormValues;

/** Where a new project starts: the spec's defaults, the list it was created from, and its creator as owner. */
export function newProjectFormValues(
  start: { isDeal?: boolean; serviceOfInterest?: ProjectServiceType; owner?: PersonSummary },
  now: Date = new Date(),
): ProjectFormValues {
  const defaults = createProjectBodySchema.parse({ projectName: 'x', client: '00000000-0000-4000-8000-000000000000' });
  const today = now.toISOString();
  return {
    ...defaults,
    projectName: '',
    client: null,
    isDeal: start.isDeal ?? false,
    serviceOfInterest: start.serviceOfInterest ?? defaults.serviceOfInterest,
    expectedCompletion: today,
    dateClientSigned: today,
    introductionDate: today,
    initialMeetingDate: today,
    moneyLaunderingChecklistSent: { checked: false, timestamp: today },
    moneyLaunderingInformationReceived: { checked: false, timestamp: today },
    owner: start.owner ?? null,
    blueboxContacts: [],
    externalCallers: [],
  };
}

export function projectFormValues(project: Project): ProjectFormValues {
  const { client } = project;
  return {
    projectName: project.projectName,
    client: { _id: client._id, companyName: client.companyName, logoUrl: client.logoUrl },
    description: project.description,
    serviceOfInterest: project.serviceOfInterest,
    velocityProducts: project.velocityProducts,
    status: project.status,
    opportunityStatus: project.opportunityStatus,
    isDeal: project.isDeal,
    dealStatus: project.dealStatus,
    lostOpportunityReason: project.lostOpportunityReason,
    lostOpportunityDescription: project.lostOpportunityDescription,
    expectedCompletion: project.expectedCompletion,
    dateClientSigned: project.dateClientSigned,
    introductionDate: project.introductionDate,
    initialMeetingDate: project.initialMeetingDate,
    moneyLaunderingChecklistSent: project.moneyLaunderingChecklistSent,
    moneyLaunderingInformationReceived: project.moneyLaunderingInformationReceived,
    owner: project.owner,
    blueboxContacts: project.blueboxContacts,
    externalCallers: project.externalCallers,
  };
}

/** The lost reason matters only once the opportunity is Closed Lost (spec §3.5). */
export const showsLostReason = (values: Pick<ProjectFormValues, 'opportunityStatus'>) =>
  values.opportunityStatus === OpportunityStatus.ClosedLost;

/** Products belong to Velocity projects only. */
export const showsProducts = (values: Pick<ProjectFormValues, 'serviceOfInterest'>) =>
  values.serviceOfInterest === ProjectServiceType.Velocity;

/** The body of POST /api/project, as ids; products dropped when the service is not Velocity. */
export function toRequestBody(values: ProjectFormValues): CreateProjectBody {
  return {
    ...values,
    client: values.client?._id ?? '',
    velocityProducts: showsProducts(values) ? values.velocityProducts : [],
    owner: values.owner?._id ?? null,
    blueboxContacts: values.blueboxContacts.map((person) => person._id),
    externalCallers: values.externalCallers.map((person) => person._id),
  };
}

export type ParsedProjectForm = { ok: true; body: CreateProjectBody } | { ok: false; errors: FieldErrors };

/** Validates with the server's own schema, so its messages show before anything is sent. */
export function parseProjectForm(values: ProjectFormValues): ParsedProjectForm {
  const body = toRequestBody(values);
  const result = createProjectBodySchema.safeParse(body);
  const errors = result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  if (!values.client) errors.client = 'Choose the client company';
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    // Multi-selects: the same choices in another order are no change.
    const key = (list: unknown[]) => list.map((item) => JSON.stringify(item)).sort();
    return JSON.stringify(key(a)) === JSON.stringify(key(b));
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The body of PUT /api/project/{id}: only the fields `next` changes relative to `base`. */
export function changedProjectFields(base: CreateProjectBody, next: CreateProjectBody): UpdateProjectBody {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    if (!sameValue(base[field as keyof CreateProjectBody], value)) changes[field] = value;
  }
  return changes as UpdateProjectBody;
}
