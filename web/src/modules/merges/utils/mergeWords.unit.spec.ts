import type { HistoryEntry, MergeFieldChoice } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import {
  countedLinks,
  mergedAwayName,
  mergedSideFields,
  mergeScreenPath,
  movesSentence,
  suggestedChoices,
  undoneMessage,
} from './mergeWords.js';

const field = (name: string, differs: boolean, suggested: 'survivor' | 'merged' = 'survivor'): MergeFieldChoice => ({
  field: name,
  label: name,
  survivorText: 'a',
  mergedText: differs ? 'b' : 'a',
  differs,
  suggested,
});

describe('mergeScreenPath', () => {
  it('puts both ids in the query of the type’s merge screen', () => {
    expect(mergeScreenPath('company', 's1', 'm1')).toBe('/companies/merge?survivor=s1&merged=m1');
    expect(mergeScreenPath('contact', 's2', 'm2')).toBe('/contacts/merge?survivor=s2&merged=m2');
  });
});

describe('movesSentence', () => {
  it('counts each kind in words, one and many, and names the survivor', () => {
    expect(
      movesSentence(
        [
          { kind: 'contacts', count: 3 },
          { kind: 'projects', count: 1 },
          { kind: 'communications', count: 14 },
        ],
        'Acme Limited',
      ),
    ).toBe('3 people, 1 project and 14 calls and meetings move to Acme Limited.');
  });

  it('says "moves" of a single link and leaves out kinds counted 0', () => {
    expect(
      movesSentence(
        [
          { kind: 'contacts', count: 1 },
          { kind: 'notes', count: 0 },
        ],
        'Acme',
      ),
    ).toBe('1 person moves to Acme.');
  });

  it('says so when nothing moves', () => {
    expect(movesSentence([], 'Acme')).toBe('Nothing is linked to it: no links move to Acme.');
  });

  it('groups thousands', () => {
    expect(countedLinks({ kind: 'communications', count: 1200 })).toBe('1,200 calls and meetings');
  });
});

describe('choices', () => {
  const fields = [field('domain', true, 'merged'), field('city', true), field('country', false, 'merged')];

  it('preselects the suggested side of each field that differs, and no choice where both agree', () => {
    expect(suggestedChoices(fields)).toEqual({ domain: 'merged', city: 'survivor' });
  });

  it('sends only the fields whose merged value wins', () => {
    expect(mergedSideFields(fields, { domain: 'merged', city: 'survivor', country: 'merged' })).toEqual({
      domain: 'merged',
    });
  });
});

describe('undoneMessage', () => {
  it('names the kept fields', () => {
    expect(
      undoneMessage({ mergeId: 'x', restored: { _id: 'm', name: 'Acme Ltd' }, kept: ['Telephone', 'City', 'Website'] }),
    ).toBe('Undone. Kept since the merge: Telephone, City and Website');
  });

  it('names the record brought back when nothing was kept', () => {
    expect(undoneMessage({ mergeId: 'x', restored: { _id: 'm', name: 'Acme Ltd' }, kept: [] })).toBe(
      'Undone. Acme Ltd is back.',
    );
  });
});

describe('mergedAwayName', () => {
  const entry = (type: string, data: unknown): HistoryEntry => ({
    type,
    version: 4,
    recordedAt: '2026-11-29T08:00:00.000Z',
    actor: null,
    data,
    sentence: [{ text: 'Helen Marsh merged Acme Ltd into Acme Limited' }],
  });

  it('reads the name the survivor’s merge event gives the merged record', () => {
    const history = [
      entry('CompanyUpdated', { changes: {} }),
      entry('CompanyMerged', { merged: { id: 'other', name: 'Acme Holdings' } }),
      entry('CompanyMerged', { merged: { id: 'm1', name: 'Acme Ltd' } }),
    ];
    expect(mergedAwayName(history, 'm1')).toBe('Acme Ltd');
    expect(mergedAwayName([entry('ContactMerged', { merged: { id: 'c1', name: 'Ada King' } })], 'c1')).toBe('Ada King');
  });

  it('is undefined while the history is loading or names no merge of that record', () => {
    expect(mergedAwayName(undefined, 'm1')).toBeUndefined();
    expect(mergedAwayName([entry('CompanyUpdated', { merged: { id: 'm1', name: 'x' } })], 'm1')).toBeUndefined();
    expect(mergedAwayName([entry('CompanyMerged', null)], 'm1')).toBeUndefined();
  });
});
