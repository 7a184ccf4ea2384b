import { describe, expect, it } from 'vitest';
import {
  notSubmittedReview,
  purchaseFieldsSchema,
  type ClientReview,
  type PurchaseCommand,
  type PurchaseEvent,
} from '@dealbook/contracts';
import { purchaseDecider } from './purchase.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const purchaseId = '0193a000-0000-7000-8000-000000000201';
const acme = { id: '0193a000-0000-7000-8000-0000000000c1', name: 'Acme Ltd' };
const client = { id: '0193a000-0000-7000-8000-0000000000c2', name: 'Client plc' };
const project = { id: '0193a000-0000-7000-8000-0000000000d1', name: 'Sale of Client plc' };
const submittedAt = '2026-11-10T09:00:00.000Z';
const decidedAt = '2026-11-12T15:30:00.000Z';
const later = '2026-11-20T10:00:00.000Z';
const unticked = { checked: false, timestamp: '2026-11-01T00:00:00.000Z' };
const ticked = { checked: true, timestamp: later };

const { company: _c, project: _p, ...fields } = purchaseFieldsSchema.parse({ company: acme.id, project: project.id });
const registered: PurchaseEvent = {
  type: 'PurchaseRegistered',
  data: {
    purchaseId,
    company: acme,
    project,
    client,
    fields: { ...fields, sentNDA: ticked, signedNDA: unticked, sentIM: unticked },
    step: null,
  },
};
const submit = (
  at = submittedAt,
  note = 'Strong trade buyer',
  sector: string | null = 'Technology',
): PurchaseCommand => ({
  type: 'SubmitPurchaseForApproval',
  purchaseId,
  note,
  sector,
  at,
});
const decide = (decision: 'approved' | 'rejected', comment = ''): PurchaseCommand => ({
  type: 'DecidePurchaseApproval',
  purchaseId,
  decision,
  comment,
  at: decidedAt,
});
const awaiting: ClientReview = {
  state: 'awaiting',
  round: 1,
  submittedAt,
  note: 'Strong trade buyer',
  decidedAt: null,
  comment: '',
  sector: 'Technology',
};
const submitted: PurchaseEvent = {
  type: 'PurchaseSubmittedForApproval',
  data: { purchaseId, projectId: project.id, from: notSubmittedReview, to: awaiting },
};
const rejectedReview: ClientReview = { ...awaiting, state: 'rejected', decidedAt, comment: 'A competitor' };
const rejected: PurchaseEvent = {
  type: 'PurchaseApprovalDecided',
  data: { purchaseId, projectId: project.id, from: awaiting, to: rejectedReview },
};
const approved: PurchaseEvent = {
  type: 'PurchaseApprovalDecided',
  data: { purchaseId, projectId: project.id, from: awaiting, to: { ...awaiting, state: 'approved', decidedAt } },
};
const update = (changes: Extract<PurchaseCommand, { type: 'UpdatePurchase' }>['changes']): PurchaseCommand => ({
  type: 'UpdatePurchase',
  purchaseId,
  changes,
  at: later,
});

const given = deciderSpec(purchaseDecider);

describe('purchase decider: the client approval (issue 14)', () => {
  it('submits a purchaser never submitted: awaiting, round 1, with the note, the sector and the time', () => {
    given(registered).when(submit()).then([submitted]);
  });

  it('resubmits after a rejection as the next round, the last decision cleared', () => {
    const [event] = given(registered, submitted, rejected)
      .when(submit(later, 'They have new owners', null))
      .events();
    expect(event).toEqual({
      type: 'PurchaseSubmittedForApproval',
      data: {
        purchaseId,
        projectId: project.id,
        from: rejectedReview,
        to: {
          state: 'awaiting',
          round: 2,
          submittedAt: later,
          note: 'They have new owners',
          decidedAt: null,
          comment: '',
          sector: null,
        },
      },
    });
  });

  it('refuses to submit again what waits for the client or was approved (409 naming the state)', () => {
    const waiting = given(registered, submitted).when(submit()).thenRefuses();
    expect(waiting.code).toBe('conflict');
    expect(waiting.message).toBe('Acme Ltd is already waiting for the client’s decision: it is not submitted again');
    const done = given(registered, submitted, approved).when(submit()).thenRefuses();
    expect(done.code).toBe('conflict');
    expect(done.message).toContain('already approved by the client');
  });

  it('records the decision with its comment and time, and folds it into the state', () => {
    const spec = given(registered, submitted);
    spec.when(decide('rejected', 'A competitor')).then([rejected]);
    expect(given(registered, submitted, rejected).state.review).toEqual(rejectedReview);
  });

  it('refuses a decision on a purchaser not waiting for one, and anything on an unknown purchase', () => {
    for (const history of [[registered], [registered, submitted, approved]]) {
      const error = given(...history)
        .when(decide('approved'))
        .thenRefuses();
      expect(error.code).toBe('conflict');
      expect(error.message).toBe('This purchaser is not waiting for a decision');
    }
    given().when(submit()).thenRefuses({ code: 'not_found' });
    given().when(decide('approved')).thenRefuses({ code: 'not_found' });
  });

  it('refuses a stage, NDA sent, NDA signed or IM sent on a rejected purchaser, naming the decision', () => {
    const spec = given(registered, submitted, rejected);
    const refusals = [
      update({ currentStage: 'Interested' }),
      update({ sentIM: ticked }),
      update({ signedNDA: ticked }),
      update({ sentNDA: { checked: true, timestamp: '2026-11-21T00:00:00.000Z' } }),
    ].map((command) => spec.when(command).thenRefuses());
    for (const error of refusals) {
      expect(error.code).toBe('conflict');
      expect(error.message).toBe(
        'The client Client plc rejected Acme Ltd as a purchaser on 12 Nov 2026 (“A competitor”): no approach, call, NDA or IM may be recorded',
      );
    }
  });

  it('still takes a tick back and edits comments and priority of a rejected purchaser', () => {
    const events = given(registered, submitted, rejected)
      .when(update({ sentNDA: { checked: false, timestamp: later }, internalComments: 'Client said no' }))
      .events();
    expect(events.map((event) => event.type)).toEqual(['PurchaseCommentsUpdated', 'PurchaseMilestoneCleared']);
  });

  it('lets an approved purchaser be approached', () => {
    const events = given(registered, submitted, approved)
      .when(update({ currentStage: 'Interested' }))
      .events();
    expect(events.map((event) => event.type)).toEqual(['PurchaseStageChanged']);
  });
});
