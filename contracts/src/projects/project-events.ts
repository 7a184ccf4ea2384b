import {
  changes,
  creates,
  deletes,
  edits,
  moves,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
import type { BooleanDate } from '../common/boolean-date.js';
import type { FieldChanges } from '../companies/company-events.js';
import type {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
} from '../enums/numeric-enums.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { MoneyLaunderingCheck, ProjectFields } from './project.js';

/**
 * The fields a plain form edit changes. Statuses, the deal flag, the lost reason, the client,
 * the service, the money-laundering ticks and the people on the project are business
 * transitions with their own events, because auditors replay them.
 */
export type ProjectFormFields = Omit<
  ProjectFields,
  | 'status'
  | 'opportunityStatus'
  | 'isDeal'
  | 'dealStatus'
  | 'lostOpportunityReason'
  | 'lostOpportunityDescription'
  | 'client'
  | 'serviceOfInterest'
  | MoneyLaunderingCheck
  | 'blueboxContacts'
  | 'owner'
  | 'externalCallers'
>;

/** A company or person named in an event, with the name it had then (history reads well later). */
export interface NamedRef {
  id: string;
  name: string;
}

export type ProjectRegistered = DomainEvent<
  'ProjectRegistered',
  { projectId: string; reference: string; fields: ProjectFields; clientName: string }
>;
export type ProjectUpdated = DomainEvent<
  'ProjectUpdated',
  { projectId: string; changes: FieldChanges<ProjectFormFields> }
>;
export type ProjectStatusChanged = DomainEvent<
  'ProjectStatusChanged',
  { projectId: string; from: ProjectStatus; to: ProjectStatus }
>;
export type OpportunityStatusChanged = DomainEvent<
  'OpportunityStatusChanged',
  { projectId: string; from: OpportunityStatus; to: OpportunityStatus }
>;
/** The opportunity became a deal (isDeal false -> true). */
export type ProjectConvertedToDeal = DomainEvent<
  'ProjectConvertedToDeal',
  { projectId: string; from: false; to: true; dealStatus: DealStatus }
>;
/** A deal went back to being an opportunity (isDeal true -> false). */
export type ProjectReturnedToOpportunity = DomainEvent<
  'ProjectReturnedToOpportunity',
  { projectId: string; from: true; to: false }
>;
export type DealStatusChanged = DomainEvent<
  'DealStatusChanged',
  { projectId: string; from: DealStatus; to: DealStatus }
>;
/** Why the opportunity was lost, recorded or corrected (reason null clears it). */
export type LostOpportunityRecorded = DomainEvent<
  'LostOpportunityRecorded',
  {
    projectId: string;
    from: { reason: OpportunityLostReason | null; description: string };
    to: { reason: OpportunityLostReason | null; description: string };
  }
>;
export type ProjectServiceChanged = DomainEvent<
  'ProjectServiceChanged',
  {
    projectId: string;
    from: { serviceOfInterest: ProjectServiceType; velocityProducts: number[] };
    to: { serviceOfInterest: ProjectServiceType; velocityProducts: number[] };
  }
>;
export type ProjectClientChanged = DomainEvent<
  'ProjectClientChanged',
  { projectId: string; from: NamedRef; to: NamedRef }
>;
export type MoneyLaunderingCheckRecorded = DomainEvent<
  'MoneyLaunderingCheckRecorded',
  { projectId: string; check: MoneyLaunderingCheck; from: BooleanDate; to: BooleanDate }
>;
/** The firm's people on the project: owner, bluebox contacts and the external callers. */
export type ProjectTeamChanged = DomainEvent<
  'ProjectTeamChanged',
  {
    projectId: string;
    changes: FieldChanges<Pick<ProjectFields, 'owner' | 'blueboxContacts' | 'externalCallers'>>;
  }
>;
export type ProjectDeleted = DomainEvent<'ProjectDeleted', { projectId: string; projectName: string }>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type ProjectTextRedacted = DomainEvent<'ProjectTextRedacted', { projectId: string } & RedactedTexts>;

export type ProjectEvent =
  | ProjectRegistered
  | ProjectUpdated
  | ProjectStatusChanged
  | OpportunityStatusChanged
  | ProjectConvertedToDeal
  | ProjectReturnedToOpportunity
  | DealStatusChanged
  | LostOpportunityRecorded
  | ProjectServiceChanged
  | ProjectClientChanged
  | MoneyLaunderingCheckRecorded
  | ProjectTeamChanged
  | ProjectDeleted
  | ProjectTextRedacted;
export type ProjectEventType = ProjectEvent['type'];

/**
 * The project event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const ProjectEvents = {
  ProjectRegistered: withFreeText(creates(), 'fields.description', 'fields.lostOpportunityDescription'),
  ProjectUpdated: withFreeText(edits(), 'changes.description'),
  ProjectStatusChanged: moves('status'),
  OpportunityStatusChanged: moves('opportunityStatus'),
  ProjectConvertedToDeal: moves('isDeal'),
  ProjectReturnedToOpportunity: moves('isDeal'),
  DealStatusChanged: moves('dealStatus'),
  LostOpportunityRecorded: withFreeText(moves('lostOpportunity'), 'from.description', 'to.description'),
  ProjectServiceChanged: moves('service'),
  ProjectClientChanged: moves('client'),
  MoneyLaunderingCheckRecorded: changes<{ check: string; from: unknown; to: unknown }>((data) => ({
    [data.check]: { from: data.from, to: data.to },
  })),
  ProjectTeamChanged: edits(),
  ProjectDeleted: deletes(),
  ProjectTextRedacted: redactsText(['description', 'lostOpportunityDescription']),
} satisfies EventCatalogue<ProjectEvent>;

/** Current schema version of each project event type (upcasters lift older ones on read). */
export const ProjectEventSchemaVersions = schemaVersionsOf<ProjectEvent>(ProjectEvents);
export const ProjectEventTypes = eventTypesOf(ProjectEvents);
