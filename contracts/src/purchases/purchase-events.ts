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
import type { PurchasePriorityLevel } from '../enums/numeric-enums.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { NamedRef } from '../projects/project-events.js';
import type { ClientReview } from '../client-portal/client-review.js';
import type { PurchaseFields, PurchaseMilestone, StepHistoryEntry } from './purchase.js';

/** The purchaser company, the project and its client, with the names they had then. */
export type PurchaseRegistered = DomainEvent<
  'PurchaseRegistered',
  {
    purchaseId: string;
    company: NamedRef;
    project: NamedRef;
    client: NamedRef;
    fields: Omit<PurchaseFields, 'company' | 'project'>;
    step: StepHistoryEntry | null;
  }
>;
export type PurchaseCommentsUpdated = DomainEvent<
  'PurchaseCommentsUpdated',
  {
    purchaseId: string;
    changes: {
      clientComments?: { from: string; to: string };
      internalComments?: { from: string; to: string };
    };
  }
>;
/** The purchaser moved to a new stage; the step joins the step history with its score. */
export type PurchaseStageChanged = DomainEvent<
  'PurchaseStageChanged',
  { purchaseId: string; from: string; to: string; step: StepHistoryEntry }
>;
export type PurchasePriorityChanged = DomainEvent<
  'PurchasePriorityChanged',
  { purchaseId: string; from: PurchasePriorityLevel; to: PurchasePriorityLevel }
>;
export type PurchaseNdaSent = DomainEvent<
  'PurchaseNdaSent',
  { purchaseId: string; from: BooleanDate; to: BooleanDate }
>;
export type PurchaseNdaSigned = DomainEvent<
  'PurchaseNdaSigned',
  { purchaseId: string; from: BooleanDate; to: BooleanDate }
>;
/** The teaser went to the purchaser (issue 38): ticked by hand, or by sending it from Dealbook. */
export type PurchaseTeaserSent = DomainEvent<
  'PurchaseTeaserSent',
  { purchaseId: string; from: BooleanDate; to: BooleanDate }
>;
export type PurchaseImSent = DomainEvent<'PurchaseImSent', { purchaseId: string; from: BooleanDate; to: BooleanDate }>;
/** A tick taken back (sent by mistake), or its date corrected while unticked. */
export type PurchaseMilestoneCleared = DomainEvent<
  'PurchaseMilestoneCleared',
  { purchaseId: string; milestone: PurchaseMilestone; from: BooleanDate; to: BooleanDate }
>;
/**
 * The deal team submitted the purchaser to the client for approval (issue 14); `to` is the review
 * as it now stands (awaiting, the round, the team's note and, when shared, the sector).
 */
export type PurchaseSubmittedForApproval = DomainEvent<
  'PurchaseSubmittedForApproval',
  { purchaseId: string; projectId: string; from: ClientReview; to: ClientReview }
>;
/** The client approved or rejected the purchaser, with their comment. */
export type PurchaseApprovalDecided = DomainEvent<
  'PurchaseApprovalDecided',
  { purchaseId: string; projectId: string; from: ClientReview; to: ClientReview }
>;
export type PurchaseDeleted = DomainEvent<
  'PurchaseDeleted',
  { purchaseId: string; companyName: string; projectId: string }
>;

/**
 * The purchaser company changed, which only a merge does (issue 32): the merged-away purchaser's
 * purchases move to the survivor, and an undo moves them back. A person never changes it.
 */
export type PurchaseCompanyChanged = DomainEvent<
  'PurchaseCompanyChanged',
  { purchaseId: string; from: NamedRef; to: NamedRef }
>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type PurchaseTextRedacted = DomainEvent<'PurchaseTextRedacted', { purchaseId: string } & RedactedTexts>;

export type PurchaseEvent =
  | PurchaseRegistered
  | PurchaseCompanyChanged
  | PurchaseCommentsUpdated
  | PurchaseStageChanged
  | PurchasePriorityChanged
  | PurchaseNdaSent
  | PurchaseNdaSigned
  | PurchaseImSent
  | PurchaseTeaserSent
  | PurchaseMilestoneCleared
  | PurchaseSubmittedForApproval
  | PurchaseApprovalDecided
  | PurchaseDeleted
  | PurchaseTextRedacted;
export type PurchaseEventType = PurchaseEvent['type'];

/**
 * The purchase event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const PurchaseEvents = {
  PurchaseRegistered: withFreeText(creates(), 'fields.clientComments', 'fields.internalComments'),
  PurchaseCommentsUpdated: withFreeText(edits(), 'changes.clientComments', 'changes.internalComments'),
  PurchaseStageChanged: moves('currentStage'),
  PurchasePriorityChanged: moves('priority'),
  PurchaseNdaSent: moves('sentNDA'),
  PurchaseNdaSigned: moves('signedNDA'),
  PurchaseImSent: moves('sentIM'),
  PurchaseTeaserSent: moves('sentTeaser'),
  PurchaseMilestoneCleared: changes<{ milestone: string; from: unknown; to: unknown }>((data) => ({
    [data.milestone]: { from: data.from, to: data.to },
  })),
  PurchaseSubmittedForApproval: moves('clientReview'),
  PurchaseApprovalDecided: moves('clientReview'),
  PurchaseDeleted: deletes(),
  PurchaseCompanyChanged: changes<{ from: NamedRef; to: NamedRef }>((data) => ({
    company: { from: data.from.id, to: data.to.id },
  })),
  PurchaseTextRedacted: redactsText(['clientComments', 'internalComments']),
} satisfies EventCatalogue<PurchaseEvent>;

/** Current schema version of each purchase event type (upcasters lift older ones on read). */
export const PurchaseEventSchemaVersions = schemaVersionsOf<PurchaseEvent>(PurchaseEvents);
export const PurchaseEventTypes = eventTypesOf(PurchaseEvents);
