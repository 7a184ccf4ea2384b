import { describe, expect, it } from 'vitest';
import {
  PaymentStatus,
  paymentFieldsSchema,
  splitVat,
  type PaymentCommand,
  type PaymentEvent,
  type PaymentFields,
} from '@dealbook/contracts';
import { paymentDecider } from './payment.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const paymentId = '0193a000-0000-7000-8000-000000000301';
const project = '0193a000-0000-7000-8000-0000000000d1';
const fields = (overrides: Partial<PaymentFields> = {}): PaymentFields => ({
  ...paymentFieldsSchema.parse({ description: 'Retainer', amountIncVAT: 1200, dueDate: '2026-12-01T00:00:00Z' }),
  ...overrides,
});
const scheduled: PaymentEvent = { type: 'PaymentScheduled', data: { paymentId, fields: fields() } };

const given = deciderSpec(paymentDecider);
const update = (changes: Partial<PaymentFields>, links = {}): PaymentCommand => ({
  type: 'UpdatePayment',
  paymentId,
  changes,
  links,
  unknownLinks: [],
});

describe('payment decider', () => {
  it('schedules a payment NotYetDue at 20% VAT by default, with its links', () => {
    expect(fields().status).toBe(PaymentStatus.NotYetDue);
    expect(fields().vatRate).toBe(20);
    const link = { type: 'project', id: project } as const;
    expect(
      given()
        .when({ type: 'SchedulePayment', paymentId, fields: fields(), links: [link], unknownLinks: [] })
        .events(),
    ).toEqual([scheduled, { type: 'PaymentLinked', data: { paymentId, to: link } }]);
  });

  it('marks a payment paid with its own event, and other status changes with from and to', () => {
    given(scheduled)
      .when(update({ status: PaymentStatus.Paid }))
      .then([{ type: 'PaymentMarkedPaid', data: { paymentId, from: PaymentStatus.NotYetDue } }]);
    const paid: PaymentEvent = { type: 'PaymentMarkedPaid', data: { paymentId, from: PaymentStatus.NotYetDue } };
    expect(given(scheduled, paid).state.fields?.status).toBe(PaymentStatus.Paid);
    given(scheduled, paid)
      .when(update({ status: PaymentStatus.Overdue }))
      .then([
        { type: 'PaymentStatusChanged', data: { paymentId, from: PaymentStatus.Paid, to: PaymentStatus.Overdue } },
      ]);
  });

  it('records amount edits and refuses a negative or sub-penny amount', () => {
    given(scheduled)
      .when(update({ amountIncVAT: 600, vatRate: 20 }))
      .then([{ type: 'PaymentUpdated', data: { paymentId, changes: { amountIncVAT: { from: 1200, to: 600 } } } }]);
    expect(
      given(scheduled)
        .when(update({ amountIncVAT: -1 }))
        .thenRefuses().code,
    ).toBe('validation');
    expect(
      given(scheduled)
        .when(update({ amountIncVAT: 1.005 }))
        .thenRefuses().code,
    ).toBe('validation');
  });

  it('refuses a link to a record that does not exist and an unknown payment', () => {
    const link = { type: 'company', id: project } as const;
    const command: PaymentCommand = {
      type: 'UpdatePayment',
      paymentId,
      changes: {},
      links: { company: [project] },
      unknownLinks: [link],
    };
    given(scheduled).when(command).thenRefuses({ code: 'validation' });
    given().when({ type: 'DeletePayment', paymentId }).thenRefuses({ code: 'not_found' });
  });

  it('splits a gross amount into net and VAT that add up', () => {
    expect(splitVat(1200, 20)).toEqual({ amountExVAT: 1000, vatAmount: 200 });
    expect(splitVat(100, 20)).toEqual({ amountExVAT: 83.33, vatAmount: 16.67 });
    expect(splitVat(50, 0)).toEqual({ amountExVAT: 50, vatAmount: 0 });
  });
});
