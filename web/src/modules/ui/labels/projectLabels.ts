import {
  DealStatus,
  dealStatusLabel,
  lostReasonLabel,
  OpportunityLostReason,
  OpportunityStatus,
  opportunityStatusLabel,
  ProjectServiceType,
  ProjectStatus,
  projectStatusLabel,
  serviceLabel,
  VelocityProducts,
  velocityProductLabel,
  type NumericEnum,
} from '@dealbook/contracts';

export {
  dealStatusLabel,
  lostReasonLabel,
  opportunityStatusLabel,
  projectStatusLabel,
  serviceLabel,
  velocityProductLabel,
};

export interface Option<T extends number = number> {
  value: T;
  label: string;
}

function options<E extends NumericEnum>(e: E, name: (value: number) => string): Option<E[keyof E]>[] {
  return (Object.values(e) as E[keyof E][]).map((value) => ({ value, label: name(value) }));
}

export const projectStatusOptions = options(ProjectStatus, projectStatusLabel);
export const opportunityStatusOptions = options(OpportunityStatus, opportunityStatusLabel);
export const dealStatusOptions = options(DealStatus, dealStatusLabel);
export const serviceOptions = options(ProjectServiceType, serviceLabel);
export const lostReasonOptions = options(OpportunityLostReason, lostReasonLabel);
export const velocityProductOptions = options(VelocityProducts, velocityProductLabel);

/** The three status fields of spec §4.3: a board groups by one, the header shows all three. */
export const StatusFields = ['status', 'opportunityStatus', 'dealStatus'] as const;
export type StatusField = (typeof StatusFields)[number];

export const statusFieldLabels: Record<StatusField, string> = {
  status: 'Project status',
  opportunityStatus: 'Opportunity status',
  dealStatus: 'Deal status',
};

export const statusOptions: Record<StatusField, Option[]> = {
  status: projectStatusOptions,
  opportunityStatus: opportunityStatusOptions,
  dealStatus: dealStatusOptions,
};

export function statusLabel(field: StatusField, value: number): string {
  return statusOptions[field].find((option) => option.value === value)?.label ?? String(value);
}

/** A project as people call it; one saved without a name is told by its client and reference, in words. */
export function projectTitle(project: {
  projectName: string;
  reference: string;
  client: { companyName: string };
}): string {
  return project.projectName.trim() || `Unnamed project for ${project.client.companyName} (${project.reference})`;
}
