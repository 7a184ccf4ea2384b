import type { DomainEvent } from '../event-store/domain-event.js';
import type { PaymentStatus } from '../enums/numeric-enums.js';
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

export type PaymentEvent =
  | PaymentScheduled
  | PaymentUpdated
  | PaymentStatusChanged
  | PaymentMarkedPaid
  | PaymentLinked
  | PaymentUnlinked
  | PaymentDeleted;
export type PaymentEventType = PaymentEvent['type'];

export const PaymentEventSchemaVersions: Record<PaymentEventType, number> = {
  PaymentScheduled: 1,
  PaymentUpdated: 1,
  PaymentStatusChanged: 1,
  PaymentMarkedPaid: 1,
  PaymentLinked: 1,
  PaymentUnlinked: 1,
  PaymentDeleted: 1,
};
export const PaymentEventTypes = Object.keys(PaymentEventSchemaVersions) as PaymentEventType[];
