import {
  redactableFieldsOf,
  changedValues,
  PaymentEvents,
  PaymentLinkTypes,
  PaymentStatus,
  streamId,
  type PaymentCommand,
  type PaymentEvent,
  type PaymentFields,
  type PaymentLinkType,
  type PaymentUpdated,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import {
  emptyLinks,
  linkChanges,
  rejectUnknownLinks,
  withLink,
  withoutLink,
  type LinkLists,
} from '../../kernel/event-sourcing/child-links.js';

export interface PaymentState {
  exists: boolean;
  deleted: boolean;
  fields: PaymentFields | null;
  links: LinkLists<PaymentLinkType>;
}

type Changes = PaymentUpdated['data']['changes'];
const editableFields = ['description', 'dueDate', 'vatRate', 'amountIncVAT'] as const;

/** Each payment's events live on `payment-<id>`. */
export const paymentStreamId = (paymentId: string) => streamId('payment', paymentId);

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  events: PaymentEvents,
  streamIdOf: (command) => paymentStreamId(command.paymentId),

  initialState: { exists: false, deleted: false, fields: null, links: emptyLinks(PaymentLinkTypes) },

  evolve(state, event) {
    switch (event.type) {
      case 'PaymentScheduled':
        return { ...state, exists: true, fields: event.data.fields };
      case 'PaymentUpdated':
      case 'PaymentStatusChanged':
        return { ...state, fields: { ...state.fields!, ...changedValues(PaymentEvents, event) } };
      // The catalogue also shows the read model's `paid` flag moving, which the decider does not keep.
      case 'PaymentMarkedPaid':
        return { ...state, fields: { ...state.fields!, status: PaymentStatus.Paid } };
      case 'PaymentLinked':
        return { ...state, links: withLink(state.links, event.data.to) };
      case 'PaymentUnlinked':
        return { ...state, links: withoutLink(state.links, event.data.from) };
      case 'PaymentDeleted':
        return { ...state, deleted: true };
      case 'PaymentTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(PaymentEvents, event) } };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SchedulePayment': {
        if (state.exists) throw new DomainError('conflict', `Payment ${command.paymentId} already exists`);
        requireAmount(command.fields.amountIncVAT);
        rejectUnknownLinks(command.links, command.unknownLinks);
        const { paymentId } = command;
        return [
          { type: 'PaymentScheduled', data: { paymentId, fields: command.fields } },
          ...[...command.links].reverse().map((to) => ({ type: 'PaymentLinked' as const, data: { paymentId, to } })),
        ];
      }
      case 'UpdatePayment': {
        const current = liveFields(state, command.paymentId);
        const { paymentId, changes } = command;
        if (changes.amountIncVAT !== undefined) requireAmount(changes.amountIncVAT);
        const events: PaymentEvent[] = [];
        const edited: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of editableFields) {
          const to = changes[field];
          if (to !== undefined && to !== current[field]) edited[field] = { from: current[field], to };
        }
        if (Object.keys(edited).length > 0) {
          events.push({ type: 'PaymentUpdated', data: { paymentId, changes: edited as Changes } });
        }
        const to = changes.status;
        if (to !== undefined && to !== current.status) {
          events.push(
            to === PaymentStatus.Paid
              ? { type: 'PaymentMarkedPaid', data: { paymentId, from: current.status } }
              : { type: 'PaymentStatusChanged', data: { paymentId, from: current.status, to } },
          );
        }
        const { added, removed } = linkChanges(state.links, command.links);
        rejectUnknownLinks(added, command.unknownLinks);
        for (const from of removed) events.push({ type: 'PaymentUnlinked', data: { paymentId, from } });
        for (const link of added) events.push({ type: 'PaymentLinked', data: { paymentId, to: link } });
        return events;
      }
      case 'DeletePayment': {
        const current = liveFields(state, command.paymentId);
        return [{ type: 'PaymentDeleted', data: { paymentId: command.paymentId, description: current.description } }];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Payment',
          command.paymentId,
          redactableFieldsOf(PaymentEvents.PaymentTextRedacted),
          command.texts,
        );
        return [{ type: 'PaymentTextRedacted', data: { paymentId: command.paymentId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function liveFields(state: PaymentState, paymentId: string): PaymentFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Payment', paymentId);
  return state.fields;
}

/** The body schema checks this too; the decider holds the rule for every other caller (seeding). */
function requireAmount(amount: number): void {
  if (!(amount >= 0) || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
    throw new DomainError('validation', 'amountIncVAT must be a non-negative amount with at most 2 decimals', {
      amountIncVAT: 'must be a non-negative amount with at most 2 decimals',
    });
  }
}
