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
import { formSchema } from '../../forms/utils/formSchema.js';
import { projectFieldLabels } from './projectFieldLabels.js';

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
  buyerDocumentsNeedApproval: boolean;
}

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
    buyerDocumentsNeedApproval: project.buyerDocumentsNeedApproval,
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

/**
 * The labels the form's fields show and its messages use ("Project name is required"). "Client"
 * stays as it is so "Choose the client company" reads right with the field's name in it.
 */
export const projectFormLabels = {
  ...projectFieldLabels,
  lostOpportunityDescription: 'Why it was lost',
} as const;

/**
 * The form's values made into the create body, checked by the server's own schema before anything
 * is sent; no client chosen yet is said in words rather than as the contract's rule for an id.
 */
export const projectFormSchema = formSchema((values: ProjectFormValues, problems) => {
  if (!values.client) problems.add('client', 'Choose the client company');
  return toRequestBody(values);
}, createProjectBodySchema);

/** A project's body as the form would send it unchanged (dates and lists in the server's form). */
export function projectBodyOf(project: Project): CreateProjectBody {
  const body = toRequestBody(projectFormValues(project));
  const parsed = createProjectBodySchema.safeParse(body);
  return parsed.success ? parsed.data : body;
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
