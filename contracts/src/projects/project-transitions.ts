import type { ProjectEvent, ProjectEventType } from './project-events.js';

type TransitionEvent = Extract<ProjectEvent, { data: { from: unknown; to: unknown } }>;

/**
 * The project field each transition event moves. Their payloads are `{from, to}` rather than an
 * edit's `changes`; the socket push names the field, so a kanban board can move a card from the
 * push alone. Events whose from/to are groups (service, lost reason) name the group.
 */
export const ProjectTransitionFields: Record<
  Exclude<TransitionEvent['type'], 'MoneyLaunderingCheckRecorded'>,
  string
> = {
  ProjectStatusChanged: 'status',
  OpportunityStatusChanged: 'opportunityStatus',
  ProjectConvertedToDeal: 'isDeal',
  ProjectReturnedToOpportunity: 'isDeal',
  DealStatusChanged: 'dealStatus',
  LostOpportunityRecorded: 'lostOpportunity',
  ProjectServiceChanged: 'service',
  ProjectClientChanged: 'client',
};

/** The field a transition event moved (a money-laundering tick names its check), or undefined. */
export function projectTransitionField(type: string, data: unknown): string | undefined {
  if (type === ('MoneyLaunderingCheckRecorded' satisfies ProjectEventType)) {
    const check = (data as { check?: unknown } | null)?.check;
    return typeof check === 'string' ? check : undefined;
  }
  return (ProjectTransitionFields as Record<string, string>)[type];
}
