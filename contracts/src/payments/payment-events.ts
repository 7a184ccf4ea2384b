import {
  changes,
  creates,
  deletes,
  edits,
  links,
  moves,
  unlinks,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import { PaymentStatus } from '../enums/numeric-enums.js';
import type { RecordRef } from '../links/linkable.js';
import type { PaymentFields } from './payment.js';

type Editable = Omit<PaymentFields, 'status'>;

export type PaymentScheduled = DomainEvent<'PaymentScheduled', { paymentId: string; fields: PaymentFields }>;
export type PaymentUpdated = DomainEvent<
  'PaymentUpdated',
  { paymentId: string; changes: { [K in keyof Editable]?: { from: Editable[K]; to: Editable[K] } } }
>;
/** Any status change except to Paid, which is PaymentMarkedPaid. */
export type PaymentStatusChanged = DomainEvent<
  'PaymentStatusChanged',
  { paymentId: string; from: PaymentStatus; to: PaymentStatus }
>;
export type PaymentMarkedPaid = DomainEvent<'PaymentMarkedPaid', { paymentId: string; from: PaymentStatus }>;
export type PaymentLinked = DomainEvent<'PaymentLinked', { paymentId: string; to: RecordRef }>;
export type PaymentUnlinked = DomainEvent<'PaymentUnlinked', { paymentId: string; from: RecordRef }>;
export type PaymentDeleted = DomainEvent<'PaymentDeleted', { paymentId: string; description: string }>;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type PaymentTextRedacted = DomainEvent<'PaymentTextRedacted', { paymentId: string } & RedactedTexts>;

export type PaymentEvent =
  | PaymentScheduled
  | PaymentUpdated
  | PaymentStatusChanged
  | PaymentMarkedPaid
  | PaymentLinked
  | PaymentUnlinked
  | PaymentDeleted
  | PaymentTextRedacted;
export type PaymentEventType = PaymentEvent['type'];

/**
 * The payment event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const PaymentEvents = {
  PaymentScheduled: withFreeText(creates(), 'fields.description'),
  PaymentUpdated: withFreeText(edits(), 'changes.description'),
  PaymentStatusChanged: moves('status'),
  PaymentMarkedPaid: changes<{ from: unknown }>((data) => ({
    paid: { from: false, to: true },
    status: { from: data.from, to: PaymentStatus.Paid },
  })),
  PaymentLinked: links(),
  PaymentUnlinked: unlinks(),
  PaymentDeleted: withFreeText(deletes(), 'description'),
  PaymentTextRedacted: redactsText(['description']),
} satisfies EventCatalogue<PaymentEvent>;

/** Current schema version of each payment event type (upcasters lift older ones on read). */
export const PaymentEventSchemaVersions = schemaVersionsOf<PaymentEvent>(PaymentEvents);
export const PaymentEventTypes = eventTypesOf(PaymentEvents);
