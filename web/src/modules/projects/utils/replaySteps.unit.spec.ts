import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { replayRange, replayTarget } from './replaySteps.js';

const entry = (version: number): HistoryEntry => ({
  type: 'X',
  version,
  recordedAt: `2026-03-0${version}T10:00:00.000Z`,
  actor: null,
  data: {},
  sentence: [],
});

describe('replay', () => {
  it('has no range without history', () => {
    expect(replayRange([])).toBeUndefined();
  });

  it('runs from the first to the newest version, whatever order the entries come in', () => {
    const range = replayRange([entry(3), entry(1), entry(2)]);
    expect(range).toMatchObject({ first: 1, latest: 3 });
    expect(range?.recordedAt.get(2)).toBe('2026-03-02T10:00:00.000Z');
  });

  it('asks for a past version, and for nothing (now) at the newest or beyond', () => {
    const range = replayRange([entry(1), entry(2), entry(3)])!;
    expect(replayTarget(range, 1)).toBe(1);
    expect(replayTarget(range, 0)).toBe(1);
    expect(replayTarget(range, 3)).toBeNull();
    expect(replayTarget(range, 9)).toBeNull();
  });
});
