import type { RedactText } from '../event-store/personal-data.js';
import type { RecordRef } from '../links/linkable.js';
import type { PaymentFields, PaymentLinkType } from './payment.js';

export interface SchedulePayment {
  type: 'SchedulePayment';
  paymentId: string;
  fields: PaymentFields;
  links: RecordRef[];
  /** Linked records the handler found do not exist. */
  unknownLinks: RecordRef[];
}

export interface UpdatePayment {
  type: 'UpdatePayment';
  paymentId: string;
  changes: Partial<PaymentFields>;
  links: Partial<Record<PaymentLinkType, string[]>>;
  unknownLinks: RecordRef[];
}

export interface DeletePayment {
  type: 'DeletePayment';
  paymentId: string;
}

export type PaymentCommand = SchedulePayment | UpdatePayment | DeletePayment | RedactText<'paymentId'>;
