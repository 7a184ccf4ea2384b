import { describe, expect, it } from 'vitest';
import {
  PurchasePriorityLevel,
  purchaseFieldsSchema,
  type PurchaseCommand,
  type PurchaseEvent,
  type PurchaseFields,
  type PurchaseRegistrationLookups,
} from '@dealbook/contracts';
import { purchaseDecider } from './purchase.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const purchaseId = '0193a000-0000-7000-8000-000000000201';
const acme = { id: '0193a000-0000-7000-8000-0000000000c1', name: 'Acme Ltd' };
const client = { id: '0193a000-0000-7000-8000-0000000000c2', name: 'Client plc' };
const project = { id: '0193a000-0000-7000-8000-0000000000d1', name: 'Sale of Client plc', client };
const at = '2026-11-22T09:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const found: PurchaseRegistrationLookups = { company: acme, project, existingPurchaseId: null };
const unticked = { checked: false, timestamp: '2026-11-01T00:00:00.000Z' };
const ticked = (timestamp = at) => ({ checked: true, timestamp });

const fields = (overrides: Partial<PurchaseFields> = {}): PurchaseFields => ({
  ...purchaseFieldsSchema.parse({ company: acme.id, project: project.id }),
  // Every milestone fixed in time: the schema's default stamps "now", which two calls see apart.
  sentTeaser: unticked,
  sentNDA: unticked,
  signedNDA: unticked,
  sentIM: unticked,
  ...overrides,
});
const register = (overrides: Partial<PurchaseFields> = {}, lookups = found, score = 0): PurchaseCommand => ({
  type: 'RegisterPurchase',
  purchaseId,
  fields: fields(overrides),
  score,
  at,
  lookups,
});
const registered = (overrides: Partial<PurchaseFields> = {}): PurchaseEvent => {
  const { company: _company, project: _project, ...rest } = fields(overrides);
  return {
    type: 'PurchaseRegistered',
    data: {
      purchaseId,
      company: acme,
      project: { id: project.id, name: project.name },
      client,
      fields: rest,
      step: rest.currentStage ? { step: rest.currentStage, score: 0, date: at } : null,
    },
  };
};
const update = (changes: Extract<PurchaseCommand, { type: 'UpdatePurchase' }>['changes']): PurchaseCommand => ({
  type: 'UpdatePurchase',
  purchaseId,
  changes,
  at: later,
});

const given = deciderSpec(purchaseDecider);

describe('purchase decider', () => {
  describe('RegisterPurchase', () => {
    it('records the purchaser, the project and its client, starting at priority B with no step', () => {
      given().when(register()).then([registered()]);
      expect(fields().priority).toBe(PurchasePriorityLevel.B);
    });

    it('starts the step history with the stage given, scored and dated', () => {
      const [event] = given()
        .when(register({ currentStage: 'Interested' }, found, 40))
        .events();
      expect(event).toMatchObject({
        type: 'PurchaseRegistered',
        data: { step: { step: 'Interested', score: 40, date: at } },
      });
    });

    it('refuses a purchaser company or a project that does not exist', () => {
      const noCompany = given()
        .when(register({}, { ...found, company: null }))
        .thenRefuses();
      expect(noCompany.code).toBe('validation');
      expect(noCompany.details).toEqual({ company: `no company ${acme.id}` });
      const noProject = given()
        .when(register({}, { ...found, project: null }))
        .thenRefuses();
      expect(noProject.code).toBe('validation');
      expect(noProject.details).toEqual({ project: `no project ${project.id}` });
    });

    it("refuses the project's own client as a purchaser", () => {
      const error = given()
        .when(register({}, { ...found, company: client }))
        .thenRefuses();
      expect(error.code).toBe('validation');
      expect(error.message).toBe(
        'Client plc is the client of Sale of Client plc: a client cannot be a potential purchaser on its own project',
      );
    });

    it('refuses a company already a purchaser on the project with a conflict naming the purchase', () => {
      const other = '0193a000-0000-7000-8000-000000000299';
      const error = given()
        .when(register({}, { ...found, existingPurchaseId: other }))
        .thenRefuses();
      expect(error.code).toBe('conflict');
      expect(error.message).toBe(`Acme Ltd is already a potential purchaser on Sale of Client plc (purchase ${other})`);
    });

    it('refuses an NDA signed but not sent, and a reused id', () => {
      expect(
        given()
          .when(register({ signedNDA: ticked() }))
          .thenRefuses().details,
      ).toEqual({
        signedNDA: 'needs sentNDA ticked',
      });
      given(registered()).when(register()).thenRefuses({ code: 'conflict' });
    });
  });

  describe('UpdatePurchase', () => {
    it('moves to a new stage with a step holding the score and the date', () => {
      expect(
        given(registered({ currentStage: 'Contacted' }))
          .when(update({ currentStage: 'Interested', score: 60 }))
          .events(),
      ).toEqual([
        {
          type: 'PurchaseStageChanged',
          data: {
            purchaseId,
            from: 'Contacted',
            to: 'Interested',
            step: { step: 'Interested', score: 60, date: later },
          },
        },
      ]);
    });

    it('re-scores the current stage as a new step, and ignores the same stage and score', () => {
      const history = given(registered({ currentStage: 'Contacted' }));
      expect(history.when(update({ currentStage: 'Contacted', score: 30 })).events()).toMatchObject([
        { type: 'PurchaseStageChanged', data: { from: 'Contacted', to: 'Contacted', step: { score: 30 } } },
      ]);
      history.when(update({ currentStage: 'Contacted', score: 0 })).then([]);
      history.when(update({ currentStage: 'Contacted' })).then([]);
    });

    it('refuses clearing the stage and a score without a stage', () => {
      const history = given(registered({ currentStage: 'Contacted' }));
      expect(history.when(update({ currentStage: '' })).thenRefuses().details).toEqual({
        currentStage: 'cannot be cleared',
      });
      expect(history.when(update({ score: 50 })).thenRefuses().details).toEqual({ score: 'needs currentStage' });
    });

    it('names each tick with its own event, and the tick taken back as cleared', () => {
      const history = given(registered());
      history
        .when(update({ sentNDA: ticked(later) }))
        .then([{ type: 'PurchaseNdaSent', data: { purchaseId, from: unticked, to: ticked(later) } }]);
      history
        .when(update({ sentIM: ticked(later) }))
        .then([{ type: 'PurchaseImSent', data: { purchaseId, from: unticked, to: ticked(later) } }]);
      const sent = given(registered({ sentNDA: ticked() }));
      sent
        .when(update({ signedNDA: ticked(later) }))
        .then([{ type: 'PurchaseNdaSigned', data: { purchaseId, from: unticked, to: ticked(later) } }]);
      const untick = { checked: false, timestamp: at };
      sent
        .when(update({ sentNDA: untick }))
        .then([
          { type: 'PurchaseMilestoneCleared', data: { purchaseId, milestone: 'sentNDA', from: ticked(), to: untick } },
        ]);
    });

    it('records a corrected date of a tick, but not the date of an unticked box or the same moment', () => {
      const sent = given(registered({ sentNDA: ticked() }));
      sent
        .when(update({ sentNDA: ticked(later) }))
        .then([{ type: 'PurchaseNdaSent', data: { purchaseId, from: ticked(), to: ticked(later) } }]);
      sent.when(update({ sentNDA: ticked('2026-11-22T09:00:00Z') })).then([]);
      given(registered())
        .when(update({ sentIM: { checked: false, timestamp: later } }))
        .then([]);
    });

    it('refuses an NDA signed before it is sent, and unticking sent while signed', () => {
      expect(
        given(registered())
          .when(update({ signedNDA: ticked(later) }))
          .thenRefuses().message,
      ).toBe('An NDA cannot be signed before it is sent: tick NDA sent (sentNDA) too');
      const signed = given(registered({ sentNDA: ticked(), signedNDA: ticked() }));
      signed.when(update({ sentNDA: unticked })).thenRefuses({ code: 'validation' });
      expect(
        given(registered())
          .when(update({ sentNDA: ticked(later), signedNDA: ticked(later) }))
          .events(),
      ).toHaveLength(2);
    });

    it('changes priority and comments with from and to, and only what changed', () => {
      const history = given(registered());
      expect(
        history
          .when(update({ priority: PurchasePriorityLevel.A, clientComments: 'Keen', internalComments: '' }))
          .events(),
      ).toEqual([
        {
          type: 'PurchaseCommentsUpdated',
          data: { purchaseId, changes: { clientComments: { from: '', to: 'Keen' } } },
        },
        {
          type: 'PurchasePriorityChanged',
          data: { purchaseId, from: PurchasePriorityLevel.B, to: PurchasePriorityLevel.A },
        },
      ]);
      history.when(update({ priority: PurchasePriorityLevel.B })).then([]);
    });

    it('folds the events into the state the next command sees', () => {
      const { state } = given(
        registered({ currentStage: 'Contacted' }),
        { type: 'PurchaseNdaSent', data: { purchaseId, from: unticked, to: ticked() } },
        {
          type: 'PurchaseStageChanged',
          data: { purchaseId, from: 'Contacted', to: 'Interested', step: { step: 'Interested', score: 70, date: at } },
        },
        { type: 'PurchaseMilestoneCleared', data: { purchaseId, milestone: 'sentNDA', from: ticked(), to: unticked } },
      );
      expect(state.fields).toMatchObject({ currentStage: 'Interested', sentNDA: unticked });
      expect(state.lastScore).toBe(70);
    });

    it('refuses an unknown or deleted purchase', () => {
      expect(
        given()
          .when(update({ priority: 0 }))
          .thenRefuses().code,
      ).toBe('not_found');
      const deleted: PurchaseEvent = {
        type: 'PurchaseDeleted',
        data: { purchaseId, companyName: 'Acme Ltd', projectId: project.id },
      };
      expect(
        given(registered(), deleted)
          .when(update({ priority: 0 }))
          .thenRefuses().code,
      ).toBe('not_found');
    });
  });

  describe('DeletePurchase', () => {
    it("names the purchaser and the project, so the project's screens can be told", () => {
      given(registered())
        .when({ type: 'DeletePurchase', purchaseId })
        .then([{ type: 'PurchaseDeleted', data: { purchaseId, companyName: 'Acme Ltd', projectId: project.id } }]);
      given().when({ type: 'DeletePurchase', purchaseId }).thenRefuses({ code: 'not_found' });
    });
  });
});
