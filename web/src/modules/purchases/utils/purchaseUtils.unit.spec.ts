import { notSubmittedReview, PurchasePriorityLevel, type Purchase } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../export/utils/dispositionFileName.js';
import { patchCachedRow } from '../../records/utils/cachedPage.js';
import { withChanges } from './purchaseCache.js';
import { labelledMessage } from '../../forms/utils/labelledMessage.js';
import { milestoneLock, priorityLabel, purchaseFieldLabels, toggledMilestone } from '../../ui/labels/purchaseLabels.js';

const purchase = (id: string, companyName: string): Purchase => ({
  _id: id,
  company: { _id: `co-${id}`, companyName, logoUrl: '', doNotContact: false },
  client: { _id: 'cl-1', companyName: 'Client Ltd', logoUrl: '' },
  project: { _id: 'p-1', projectName: 'Project Kestrel', reference: 'PRJ-000001' },
  currentStage: 'Teaser sent',
  clientComments: '',
  internalComments: 'Keen',
  priority: PurchasePriorityLevel.A,
  sentTeaser: { checked: false, timestamp: '2026-03-01T09:00:00.000Z' },
  sentNDA: { checked: true, timestamp: '2026-03-01T09:00:00.000Z' },
  signedNDA: { checked: false, timestamp: '2026-03-01T09:00:00.000Z' },
  sentIM: { checked: false, timestamp: '2026-03-01T09:00:00.000Z' },
  stepHistory: [],
  lastContact: {
    _id: 'cm-1',
    commsDate: '2026-03-05T14:00:00.000Z',
    commsType: 1,
    outcome: 'Called but no response',
    action: 4,
  },
  clientReview: notSubmittedReview,
  communications: [],
  attachments: [],
  tasks: [],
  notes: [],
  version: 3,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-05T14:00:00.000Z',
});

describe('purchase labels and ticks', () => {
  it('names priorities A, B, M (spec §3.8)', () => {
    expect([0, 1, 2].map((p) => priorityLabel(p as PurchasePriorityLevel))).toEqual(['A', 'B', 'M']);
  });

  it('ticking stamps now; unticking keeps the date it had', () => {
    const now = new Date('2026-03-07T10:00:00Z');
    expect(toggledMilestone({ checked: false, timestamp: '2026-01-01T00:00:00.000Z' }, now)).toEqual({
      checked: true,
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    expect(toggledMilestone({ checked: true, timestamp: '2026-02-02T00:00:00.000Z' }, now)).toEqual({
      checked: false,
      timestamp: '2026-02-02T00:00:00.000Z',
    });
  });
});

describe('the NDA ticks (issue 13)', () => {
  const ticks = (sent: boolean, signed: boolean) => ({
    sentNDA: { checked: sent, timestamp: '2026-03-01T09:00:00.000Z' },
    signedNDA: { checked: signed, timestamp: '2026-03-01T09:00:00.000Z' },
  });

  it('keeps NDA signed locked until NDA sent is ticked, and says why', () => {
    expect(milestoneLock(ticks(false, false), 'signedNDA')).toBe('Tick NDA sent first');
    expect(milestoneLock(ticks(true, false), 'signedNDA')).toBeNull();
    expect(milestoneLock(ticks(false, false), 'sentNDA')).toBeNull();
  });

  it('keeps NDA sent while NDA signed is ticked; IM sent is free', () => {
    expect(milestoneLock(ticks(true, true), 'sentNDA')).toBe('Untick NDA signed first');
    expect(milestoneLock(ticks(true, true), 'signedNDA')).toBeNull();
    expect(milestoneLock(ticks(false, false), 'sentIM')).toBeNull();
  });

  it('locks every tick of a purchaser the client rejected, saying so', () => {
    const rejected = { ...ticks(true, false), clientReview: { ...notSubmittedReview, state: 'rejected' as const } };
    for (const milestone of ['sentNDA', 'signedNDA', 'sentIM'] as const) {
      expect(milestoneLock(rejected, milestone)).toBe('The client rejected this purchaser');
    }
  });
});

describe('showing a save at once', () => {
  it('changes only the edited purchase, and only its editable fields', () => {
    const page = {
      rows: [purchase('a', 'Alpha'), purchase('b', 'Bravo')],
      total: 2,
      totalKind: 'exact' as const,
      nextCursor: null,
    };
    const patched = patchCachedRow(page, 'b', (row) =>
      withChanges(row, { priority: PurchasePriorityLevel.M, score: 40, version: 99 }),
    );
    expect(patched?.rows[0]).toBe(page.rows[0]);
    expect(patched?.rows[1]).toMatchObject({ priority: PurchasePriorityLevel.M, version: 3 });
    expect(patched?.rows[1]).not.toHaveProperty('score');
  });

  it('leaves a page without that purchase as it is', () => {
    const page = { rows: [purchase('a', 'Alpha')], total: 1, totalKind: 'exact' as const, nextCursor: null };
    expect(patchCachedRow(page, 'zzz', (row) => row)).toBe(page);
    expect(patchCachedRow(undefined, 'a', (row) => row)).toBeUndefined();
  });
});

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(dispositionFileName(`attachment; filename="x.docx"; filename*=UTF-8''Caf%C3%A9%20%C2%A3.docx`, 'f')).toBe(
      'Café £.docx',
    );
    expect(dispositionFileName('attachment; filename="Kestrel purchasers.xlsx"', 'f')).toBe('Kestrel purchasers.xlsx');
    expect(dispositionFileName('attachment; filename=plain.xlsx', 'f')).toBe('plain.xlsx');
    expect(dispositionFileName(null, 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(dispositionFileName('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('drops path parts a server should not send', () => {
    expect(dispositionFileName('attachment; filename="../../etc/passwd"', 'f')).toBe('passwd');
  });
});

describe('purchaseFieldLabels', () => {
  it("puts the server's reasons in the grid's words", () => {
    expect(
      labelledMessage('An NDA cannot be signed before it is sent: tick NDA sent (sentNDA) too', purchaseFieldLabels),
    ).toBe('An NDA cannot be signed before it is sent: tick NDA sent too');
    expect(labelledMessage('needs sentNDA ticked', purchaseFieldLabels, 'signedNDA')).toBe('Needs NDA sent ticked');
    expect(
      labelledMessage('Too big: expected string to have <=100 characters', purchaseFieldLabels, 'currentStage'),
    ).toBe('New stage must be at most 100 characters');
  });
});
