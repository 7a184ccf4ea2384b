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
import { deciderSpec, domainError } from '../common/event-sourcing/decider-spec.js';

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
      expect(given().when(register())()).toEqual([registered()]);
      expect(fields().priority).toBe(PurchasePriorityLevel.B);
    });

    it('starts the step history with the stage given, scored and dated', () => {
      const [event] = given().when(register({ currentStage: 'Interested' }, found, 40))();
      expect(event).toMatchObject({
        type: 'PurchaseRegistered',
        data: { step: { step: 'Interested', score: 40, date: at } },
      });
    });

    it('refuses a purchaser company or a project that does not exist', () => {
      const noCompany = domainError(given().when(register({}, { ...found, company: null })));
      expect(noCompany.code).toBe('validation');
      expect(noCompany.details).toEqual({ company: `no company ${acme.id}` });
      const noProject = domainError(given().when(register({}, { ...found, project: null })));
      expect(noProject.code).toBe('validation');
      expect(noProject.details).toEqual({ project: `no project ${project.id}` });
    });

    it("refuses the project's own client as a purchaser", () => {
      const error = domainError(given().when(register({}, { ...found, company: client })));
      expect(error.code).toBe('validation');
      expect(error.message).toBe(
        'Client plc is the client of Sale of Client plc: a client cannot be a potential purchaser on its own project',
      );
    });

    it('refuses a company already a purchaser on the project with a conflict naming the purchase', () => {
      const other = '0193a000-0000-7000-8000-000000000299';
      const error = domainError(given().when(register({}, { ...found, existingPurchaseId: other })));
      expect(error.code).toBe('conflict');
      expect(error.message).toBe(`Acme Ltd is already a potential purchaser on Sale of Client plc (purchase ${other})`);
    });

    it('refuses an NDA signed but not sent, and a reused id', () => {
      expect(domainError(given().when(register({ signedNDA: ticked() }))).details).toEqual({
        signedNDA: 'needs sentNDA ticked',
      });
      expect(domainError(given(registered()).when(register())).code).toBe('conflict');
    });
  });

  describe('UpdatePurchase', () => {
    it('moves to a new stage with a step holding the score and the date', () => {
      expect(
        given(registered({ currentStage: 'Contacted' })).when(update({ currentStage: 'Interested', score: 60 }))(),
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
      expect(history.when(update({ currentStage: 'Contacted', score: 30 }))()).toMatchObject([
        { type: 'PurchaseStageChanged', data: { from: 'Contacted', to: 'Contacted', step: { score: 30 } } },
      ]);
      expect(history.when(update({ currentStage: 'Contacted', score: 0 }))()).toEqual([]);
      expect(history.when(update({ currentStage: 'Contacted' }))()).toEqual([]);
    });

    it('refuses clearing the stage and a score without a stage', () => {
      const history = given(registered({ currentStage: 'Contacted' }));
      expect(domainError(history.when(update({ currentStage: '' }))).details).toEqual({
        currentStage: 'cannot be cleared',
      });
      expect(domainError(history.when(update({ score: 50 }))).details).toEqual({ score: 'needs currentStage' });
    });

    it('names each tick with its own event, and the tick taken back as cleared', () => {
      const history = given(registered());
      expect(history.when(update({ sentNDA: ticked(later) }))()).toEqual([
        { type: 'PurchaseNdaSent', data: { purchaseId, from: unticked, to: ticked(later) } },
      ]);
      expect(history.when(update({ sentIM: ticked(later) }))()).toEqual([
        { type: 'PurchaseImSent', data: { purchaseId, from: unticked, to: ticked(later) } },
      ]);
      const sent = given(registered({ sentNDA: ticked() }));
      expect(sent.when(update({ signedNDA: ticked(later) }))()).toEqual([
        { type: 'PurchaseNdaSigned', data: { purchaseId, from: unticked, to: ticked(later) } },
      ]);
      const untick = { checked: false, timestamp: at };
      expect(sent.when(update({ sentNDA: untick }))()).toEqual([
        { type: 'PurchaseMilestoneCleared', data: { purchaseId, milestone: 'sentNDA', from: ticked(), to: untick } },
      ]);
    });

    it('records a corrected date of a tick, but not the date of an unticked box or the same moment', () => {
      const sent = given(registered({ sentNDA: ticked() }));
      expect(sent.when(update({ sentNDA: ticked(later) }))()).toEqual([
        { type: 'PurchaseNdaSent', data: { purchaseId, from: ticked(), to: ticked(later) } },
      ]);
      expect(sent.when(update({ sentNDA: ticked('2026-11-22T09:00:00Z') }))()).toEqual([]);
      expect(given(registered()).when(update({ sentIM: { checked: false, timestamp: later } }))()).toEqual([]);
    });

    it('refuses an NDA signed before it is sent, and unticking sent while signed', () => {
      expect(domainError(given(registered()).when(update({ signedNDA: ticked(later) }))).message).toBe(
        'An NDA cannot be signed before it is sent: tick NDA sent (sentNDA) too',
      );
      const signed = given(registered({ sentNDA: ticked(), signedNDA: ticked() }));
      expect(domainError(signed.when(update({ sentNDA: unticked }))).code).toBe('validation');
      expect(given(registered()).when(update({ sentNDA: ticked(later), signedNDA: ticked(later) }))()).toHaveLength(2);
    });

    it('changes priority and comments with from and to, and only what changed', () => {
      const history = given(registered());
      expect(
        history.when(update({ priority: PurchasePriorityLevel.A, clientComments: 'Keen', internalComments: '' }))(),
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
      expect(history.when(update({ priority: PurchasePriorityLevel.B }))()).toEqual([]);
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
      expect(domainError(given().when(update({ priority: 0 }))).code).toBe('not_found');
      const deleted: PurchaseEvent = {
        type: 'PurchaseDeleted',
        data: { purchaseId, companyName: 'Acme Ltd', projectId: project.id },
      };
      expect(domainError(given(registered(), deleted).when(update({ priority: 0 }))).code).toBe('not_found');
    });
  });

  describe('DeletePurchase', () => {
    it("names the purchaser and the project, so the project's screens can be told", () => {
      expect(given(registered()).when({ type: 'DeletePurchase', purchaseId })()).toEqual([
        { type: 'PurchaseDeleted', data: { purchaseId, companyName: 'Acme Ltd', projectId: project.id } },
      ]);
      expect(domainError(given().when({ type: 'DeletePurchase', purchaseId })).code).toBe('not_found');
    });
  });
});
