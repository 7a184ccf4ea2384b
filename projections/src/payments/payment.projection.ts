import {
  changedValues,
  PaymentEventTypes,
  PaymentEvents,
  PaymentLinkTypes,
  PaymentStatus,
  linkListField,
  type PaymentEvent,
} from '@dealbook/contracts';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import {
  deleteChildDoc,
  insertChildDoc,
  linkChildDoc,
  mergeChildDoc,
  stampOf,
  unlinkChildDoc,
} from '../shared/child-doc.js';

const emptyLinks = Object.fromEntries(PaymentLinkTypes.map((type) => [linkListField[type], []]));

/** Payment events -> the payments table; `paid` is kept equal to "status is Paid". */
export const paymentProjection = defineProjection<PaymentEvent>({
  name: 'payments',
  eventTypes: PaymentEventTypes,
  tables: ['payments'],
  async apply(db, event) {
    const stamp = stampOf(event.data.paymentId, event);
    switch (event.type) {
      case 'PaymentScheduled': {
        const { fields } = event.data;
        return insertChildDoc(db, 'payments', stamp, {
          ...fields,
          paid: fields.status === PaymentStatus.Paid,
          ...emptyLinks,
        });
      }
      case 'PaymentUpdated':
      case 'PaymentTextRedacted':
      case 'PaymentMarkedPaid':
        return mergeChildDoc(db, 'payments', stamp, changedValues(PaymentEvents, event));
      case 'PaymentStatusChanged':
        // A payment becomes paid only by PaymentMarkedPaid; any other move leaves it unpaid.
        return mergeChildDoc(db, 'payments', stamp, { ...changedValues(PaymentEvents, event), paid: false });
      case 'PaymentLinked':
        return linkChildDoc(db, 'payments', stamp, event.data.to);
      case 'PaymentUnlinked':
        return unlinkChildDoc(db, 'payments', stamp, event.data.from);
      case 'PaymentDeleted':
        return deleteChildDoc(db, 'payments', event.data.paymentId);
      default: {
        const unexpected: never = event;
        throw new Error(`payments projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
