import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentStatus, paymentFieldsSchema, type PaymentEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { paymentProjection } from './payment.projection.js';
import { findPaymentById } from './payment.queries.js';

/**
 * What the payments read model holds after a payment's events: `paid` true exactly when marked
 * paid and false again after any other status move, amounts (and the VAT worked out from them)
 * following edits, the payment's projects and companies following links, replays changing
 * nothing, and no row once it is deleted.
 */
const database = useReadModelDatabase('payment_projection');

const scheduled = (paymentId: string, status: PaymentStatus = PaymentStatus.NotYetDue): PaymentEvent => ({
  type: 'PaymentScheduled',
  data: {
    paymentId,
    fields: paymentFieldsSchema.parse({
      description: 'Retainer',
      status,
      dueDate: '2026-04-01T00:00:00Z',
      vatRate: 20,
      amountIncVAT: 1200,
    }),
  },
});

describe('payments projection', () => {
  it('is paid exactly when marked paid, and unpaid again after another status move', async () => {
    const paymentId = randomUUID();
    const spec = projectionSpec(database(), paymentProjection);
    await spec.given(`payment-${paymentId}`, scheduled(paymentId));
    expect(await findPaymentById(database(), paymentId)).toMatchObject({
      status: PaymentStatus.NotYetDue,
      paid: false,
    });

    await spec.given(
      `payment-${paymentId}`,
      { type: 'PaymentStatusChanged', data: { paymentId, from: PaymentStatus.NotYetDue, to: PaymentStatus.Overdue } },
      { type: 'PaymentMarkedPaid', data: { paymentId, from: PaymentStatus.Overdue } },
    );
    expect(await findPaymentById(database(), paymentId)).toMatchObject({
      version: 3,
      status: PaymentStatus.Paid,
      paid: true,
    });

    await spec.given(`payment-${paymentId}`, {
      type: 'PaymentStatusChanged',
      data: { paymentId, from: PaymentStatus.Paid, to: PaymentStatus.Due },
    });
    const reopened = await findPaymentById(database(), paymentId);
    expect(reopened).toMatchObject({ status: PaymentStatus.Due, paid: false });

    await spec.replayAll();
    expect(await findPaymentById(database(), paymentId)).toEqual(reopened);

    const paidOnScheduling = randomUUID();
    await spec.given(`payment-${paidOnScheduling}`, scheduled(paidOnScheduling, PaymentStatus.Paid));
    expect(await findPaymentById(database(), paidOnScheduling)).toMatchObject({ paid: true });
  });

  it('works the VAT out from the edited amount and rate, and follows links', async () => {
    const paymentId = randomUUID();
    const [project, company] = [randomUUID(), randomUUID()];
    await projectionSpec(database(), paymentProjection).given(
      `payment-${paymentId}`,
      scheduled(paymentId),
      {
        type: 'PaymentUpdated',
        data: { paymentId, changes: { amountIncVAT: { from: 1200, to: 600 }, vatRate: { from: 20, to: 0 } } },
      },
      { type: 'PaymentLinked', data: { paymentId, to: { type: 'project', id: project } } },
      { type: 'PaymentLinked', data: { paymentId, to: { type: 'company', id: company } } },
      { type: 'PaymentUnlinked', data: { paymentId, from: { type: 'company', id: company } } },
    );
    expect(await findPaymentById(database(), paymentId)).toMatchObject({
      description: 'Retainer',
      amountIncVAT: 600,
      vatRate: 0,
      amountExVAT: 600,
      vatAmount: 0,
      projects: [project],
      companies: [],
    });
  });

  it('removes a deleted payment, and it stays gone on replay', async () => {
    const paymentId = randomUUID();
    const spec = projectionSpec(database(), paymentProjection);
    await spec.given(`payment-${paymentId}`, scheduled(paymentId), {
      type: 'PaymentDeleted',
      data: { paymentId, description: 'Retainer' },
    });
    expect(await findPaymentById(database(), paymentId)).toBeUndefined();
    await spec.replayAll();
    expect(await findPaymentById(database(), paymentId)).toBeUndefined();
  });
});
