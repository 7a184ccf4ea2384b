import {
  redactableFieldsOf,
  changedValues,
  notSubmittedReview,
  PurchaseEvents,
  PurchaseMilestones,
  streamId,
  type BooleanDate,
  type ClientReview,
  type PurchaseCommand,
  type PurchaseEvent,
  type PurchaseFields,
  type PurchaseMilestone,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import { decideApproval, refuseApproachOfRejected, submitForApproval } from './purchase-approval.rules.js';

type PurchaseValues = Omit<PurchaseFields, 'company' | 'project'>;

export interface PurchaseState {
  exists: boolean;
  deleted: boolean;
  companyName: string;
  projectId: string;
  /** The project's client company as the purchase was registered, for the words of a refusal. */
  clientName: string;
  /** Where the purchaser stands with the client (issue 14). */
  review: ClientReview;
  fields: PurchaseValues | null;
  /** The score of the latest step, so that re-scoring the current stage is a new step. */
  lastScore: number | null;
}

/** Each purchase's events live on `purchase-<id>`. */
export const purchaseStreamId = (purchaseId: string) => streamId('purchase', purchaseId);

/**
 * Potential purchasers (spec §3.6), and their approval by the client (issue 14: see
 * purchase-approval.rules.ts). Rules: the purchaser company and the project must exist; the
 * client is the project's client and cannot be a purchaser on its own project; a company is a
 * purchaser on a project once (409). Each tick of NDA sent / NDA signed / IM sent is its own event,
 * and so is taking it back.
 * DECISION: an NDA cannot be signed before it is sent, so signedNDA ticked needs sentNDA ticked
 * (400 naming the rule), at registration and after every edit; the other ticks are free.
 * DECISION: a stage, once set, is not cleared (the history would get an empty step); sending the
 * current stage again with a different score re-scores it as a new step.
 */
export const purchaseDecider: Decider<PurchaseState, PurchaseCommand, PurchaseEvent> = {
  events: PurchaseEvents,
  streamIdOf: (command) => purchaseStreamId(command.purchaseId),

  initialState: {
    exists: false,
    deleted: false,
    companyName: '',
    projectId: '',
    clientName: '',
    review: notSubmittedReview,
    fields: null,
    lastScore: null,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PurchaseRegistered':
        return {
          ...state,
          exists: true,
          companyName: event.data.company.name,
          projectId: event.data.project.id,
          clientName: event.data.client.name,
          fields: event.data.fields,
          lastScore: event.data.step?.score ?? null,
        };
      case 'PurchaseStageChanged':
        return {
          ...state,
          fields: { ...state.fields!, ...changedValues(PurchaseEvents, event) },
          lastScore: event.data.step.score,
        };
      case 'PurchaseCommentsUpdated':
      case 'PurchaseTextRedacted':
      case 'PurchasePriorityChanged':
      case 'PurchaseNdaSent':
      case 'PurchaseNdaSigned':
      case 'PurchaseImSent':
      case 'PurchaseTeaserSent':
      case 'PurchaseMilestoneCleared':
        return { ...state, fields: { ...state.fields!, ...changedValues(PurchaseEvents, event) } };
      case 'PurchaseSubmittedForApproval':
      case 'PurchaseApprovalDecided':
        return { ...state, review: event.data.to };
      case 'PurchaseDeleted':
        return { ...state, deleted: true };
      case 'PurchaseCompanyChanged':
        return { ...state, companyName: event.data.to.name };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterPurchase':
        return register(command, state);
      case 'UpdatePurchase':
        return update(command, state);
      case 'SubmitPurchaseForApproval':
        liveFields(state, command.purchaseId);
        return [submitForApproval(command, state)];
      case 'DecidePurchaseApproval':
        liveFields(state, command.purchaseId);
        return [decideApproval(command, state)];
      case 'DeletePurchase': {
        liveFields(state, command.purchaseId);
        const { purchaseId } = command;
        return [
          { type: 'PurchaseDeleted', data: { purchaseId, companyName: state.companyName, projectId: state.projectId } },
        ];
      }
      case 'RedactText': {
        const fields = redactableFieldsOf(PurchaseEvents.PurchaseTextRedacted);
        const texts = redactedTexts(state, 'Purchase', command.purchaseId, fields, command.texts);
        return [{ type: 'PurchaseTextRedacted', data: { purchaseId: command.purchaseId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function register(command: Extract<PurchaseCommand, { type: 'RegisterPurchase' }>, state: PurchaseState) {
  if (state.exists) throw new DomainError('conflict', `Purchase ${command.purchaseId} already exists`);
  const { company: companyId, project: projectId, ...fields } = command.fields;
  const { company, project, existingPurchaseId } = command.lookups;
  if (!company) {
    throw new DomainError('validation', `No company ${companyId} exists to be the purchaser`, {
      company: `no company ${companyId}`,
    });
  }
  if (!project) {
    throw new DomainError('validation', `No project ${projectId} exists`, { project: `no project ${projectId}` });
  }
  if (company.id === project.client.id) {
    throw new DomainError(
      'validation',
      `${company.name} is the client of ${project.name}: a client cannot be a potential purchaser on its own project`,
      { company: 'is the project’s client' },
    );
  }
  if (existingPurchaseId) {
    throw new DomainError(
      'conflict',
      `${company.name} is already a potential purchaser on ${project.name} (purchase ${existingPurchaseId})`,
      { company: `already a purchaser on this project: ${existingPurchaseId}` },
    );
  }
  requireNdaSentBeforeSigned(fields);
  const step = fields.currentStage ? { step: fields.currentStage, score: command.score, date: command.at } : null;
  const { client } = project;
  return [
    {
      type: 'PurchaseRegistered' as const,
      data: {
        purchaseId: command.purchaseId,
        company,
        project: { id: project.id, name: project.name },
        client,
        fields,
        step,
      },
    },
  ];
}

function update(command: Extract<PurchaseCommand, { type: 'UpdatePurchase' }>, state: PurchaseState) {
  const current = liveFields(state, command.purchaseId);
  const { purchaseId, changes, at } = command;
  const events: PurchaseEvent[] = [];

  const comments: Extract<PurchaseEvent, { type: 'PurchaseCommentsUpdated' }>['data']['changes'] = {};
  for (const field of ['clientComments', 'internalComments'] as const) {
    const to = changes[field];
    if (to !== undefined && to !== current[field]) comments[field] = { from: current[field], to };
  }
  if (Object.keys(comments).length > 0)
    events.push({ type: 'PurchaseCommentsUpdated', data: { purchaseId, changes: comments } });

  if (changes.score !== undefined && changes.currentStage === undefined) {
    throw new DomainError('validation', 'score scores a stage: send it with currentStage', {
      score: 'needs currentStage',
    });
  }
  if (changes.currentStage !== undefined) {
    const to = changes.currentStage;
    if (to === '' && current.currentStage !== '') {
      throw new DomainError('validation', 'currentStage cannot be cleared: move the purchaser to another stage', {
        currentStage: 'cannot be cleared',
      });
    }
    const moved = to !== current.currentStage;
    const rescored = !moved && to !== '' && changes.score !== undefined && changes.score !== state.lastScore;
    if (moved || rescored) {
      const step = { step: to, score: changes.score ?? 0, date: at };
      events.push({ type: 'PurchaseStageChanged', data: { purchaseId, from: current.currentStage, to, step } });
    }
  }

  if (changes.priority !== undefined && changes.priority !== current.priority) {
    events.push({
      type: 'PurchasePriorityChanged',
      data: { purchaseId, from: current.priority, to: changes.priority },
    });
  }

  const next = { ...current };
  for (const milestone of PurchaseMilestones) {
    const to = changes[milestone];
    if (to === undefined) continue;
    const event = tickEvent(purchaseId, milestone, current[milestone], to);
    if (!event) continue;
    events.push(event);
    next[milestone] = to;
  }
  requireNdaSentBeforeSigned(next);
  refuseApproachOfRejected(state, events);
  return events;
}

/**
 * The event of one tick turned over or re-dated; null when nothing that matters changed (an
 * unticked box's date means nothing, and the same moment may be written differently).
 */
function tickEvent(
  purchaseId: string,
  milestone: PurchaseMilestone,
  from: BooleanDate,
  to: BooleanDate,
): PurchaseEvent | null {
  if (!from.checked && !to.checked) return null;
  if (from.checked === to.checked && Date.parse(from.timestamp) === Date.parse(to.timestamp)) return null;
  if (!to.checked) return { type: 'PurchaseMilestoneCleared', data: { purchaseId, milestone, from, to } };
  switch (milestone) {
    case 'sentNDA':
      return { type: 'PurchaseNdaSent', data: { purchaseId, from, to } };
    case 'signedNDA':
      return { type: 'PurchaseNdaSigned', data: { purchaseId, from, to } };
    case 'sentIM':
      return { type: 'PurchaseImSent', data: { purchaseId, from, to } };
    case 'sentTeaser':
      return { type: 'PurchaseTeaserSent', data: { purchaseId, from, to } };
    default:
      return unreachable(milestone);
  }
}

function requireNdaSentBeforeSigned(fields: Pick<PurchaseValues, 'sentNDA' | 'signedNDA'>): void {
  if (fields.signedNDA.checked && !fields.sentNDA.checked) {
    throw new DomainError('validation', 'An NDA cannot be signed before it is sent: tick NDA sent (sentNDA) too', {
      signedNDA: 'needs sentNDA ticked',
    });
  }
}

function liveFields(state: PurchaseState, purchaseId: string): PurchaseValues {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Purchase', purchaseId);
  return state.fields;
}
