import { describe, expect, it } from 'vitest';
import { companyFieldsSchema, type CompanyEvent, type CompanyFields } from '@dealbook/contracts';
import { companyDecider } from './company.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const survivorId = '0193a000-0000-7000-8000-000000000001';
const mergedId = '0193a000-0000-7000-8000-000000000002';
const mergeId = '0193a000-0000-7000-8000-0000000000aa';
const survivorRef = { id: survivorId, name: 'Acme Limited' };
const mergedRef = { id: mergedId, name: 'Acme Ltd' };

const fields = (overrides: Partial<CompanyFields> = {}): CompanyFields => ({
  ...companyFieldsSchema.parse({ companyName: 'Acme Limited' }),
  ...overrides,
});
const registered = (companyId: string, overrides: Partial<CompanyFields> = {}): CompanyEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, fields: fields(overrides) },
});
const merged: CompanyEvent = {
  type: 'CompanyMerged',
  data: {
    companyId: survivorId,
    merged: mergedRef,
    mergeId,
    changes: { city: { from: 'Leeds', to: 'York' } },
    moved: [{ kind: 'tasks', count: 2 }],
  },
};
const mergedInto: CompanyEvent = {
  type: 'CompanyMergedInto',
  data: { companyId: mergedId, companyName: 'Acme Ltd', into: survivorRef, mergeId, moves: [] },
};

const given = deciderSpec(companyDecider);

describe('company decider: merges', () => {
  it('MergeCompany records the values taken from the merged company, only those that differ', () => {
    const decide = given(registered(survivorId, { city: 'Leeds', telephone: '0113' })).when({
      type: 'MergeCompany',
      companyId: survivorId,
      merged: mergedRef,
      mergeId,
      values: { city: 'York', telephone: '0113' },
      moved: [{ kind: 'tasks', count: 2 }],
    });
    decide.then([merged]);
  });

  it('CloseMergedCompany closes the merged company, and every later command on it is refused in words', () => {
    const decide = given(registered(mergedId, { companyName: 'Acme Ltd' })).when({
      type: 'CloseMergedCompany',
      companyId: mergedId,
      into: survivorRef,
      mergeId,
      moves: [],
    });
    decide.then([mergedInto]);
    const error = given(registered(mergedId, { companyName: 'Acme Ltd' }), mergedInto)
      .when({
        type: 'UpdateCompany',
        companyId: mergedId,
        changes: { city: 'Hull' },
      })
      .thenRefuses();
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Acme Ltd was merged into Acme Limited: make the change on Acme Limited instead');
  });

  it('UndoCompanyMerge puts back the values the merge changed, keeping those changed since', () => {
    const history = [registered(survivorId, { city: 'Leeds' }), merged];
    given(...history)
      .when({ type: 'UndoCompanyMerge', companyId: survivorId, mergeId })
      .then([
        {
          type: 'CompanyMergeUndone',
          data: {
            companyId: survivorId,
            merged: mergedRef,
            mergeId,
            changes: { city: { from: 'York', to: 'Leeds' } },
            kept: [],
          },
        },
      ]);
    const editedSince: CompanyEvent = {
      type: 'CompanyUpdated',
      data: { companyId: survivorId, changes: { city: { from: 'York', to: 'Hull' } } },
    };
    const [undone] = given(...history, editedSince)
      .when({
        type: 'UndoCompanyMerge',
        companyId: survivorId,
        mergeId,
      })
      .events();
    expect(undone!.data).toMatchObject({ changes: {}, kept: ['city'] });
  });

  it('refuses a second undo, and an undo once the survivor is deleted or merged away, in words', () => {
    const history = [registered(survivorId), merged];
    const [undone] = given(...history)
      .when({ type: 'UndoCompanyMerge', companyId: survivorId, mergeId })
      .events();
    const twice = given(...history, undone!)
      .when({ type: 'UndoCompanyMerge', companyId: survivorId, mergeId })
      .thenRefuses();
    expect(twice.message).toBe('This merge into Acme Limited was undone already');
    const deleted = given(...history, {
      type: 'CompanyDeleted',
      data: { companyId: survivorId, companyName: 'Acme Limited' },
    })
      .when({
        type: 'UndoCompanyMerge',
        companyId: survivorId,
        mergeId,
      })
      .thenRefuses();
    expect([deleted.code, deleted.message]).toEqual([
      'conflict',
      'Acme Limited was deleted after the merge: it cannot be undone',
    ]);
  });

  it('RestoreMergedCompany brings the merged company back with its own values, only for its own merge', () => {
    const history = [registered(mergedId, { companyName: 'Acme Ltd', city: 'York' }), mergedInto];
    const createdAt = '2026-11-01T09:00:00.000Z';
    given(...history)
      .when({ type: 'RestoreMergedCompany', companyId: mergedId, mergeId, createdAt })
      .then([
        {
          type: 'CompanyRestoredFromMerge',
          data: {
            companyId: mergedId,
            companyName: 'Acme Ltd',
            from: survivorRef,
            mergeId,
            fields: fields({ companyName: 'Acme Ltd', city: 'York' }),
            createdAt,
          },
        },
      ]);
    const other = given(...history)
      .when({ type: 'RestoreMergedCompany', companyId: mergedId, mergeId: survivorId, createdAt })
      .thenRefuses();
    expect(other.code).toBe('conflict');
  });
});
