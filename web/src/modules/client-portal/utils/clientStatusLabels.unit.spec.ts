import { describe, expect, it } from 'vitest';
import { changesLabel, milestoneSteps } from './clientStatusLabels.js';

describe('client status labels', () => {
  it('lays the purchaser milestones out as a funnel from approached to IM sent', () => {
    expect(milestoneSteps({ approached: 10, ndaSent: 5, ndaSigned: 5, imSent: 2 })).toEqual([
      { label: 'Approached', count: 10, dropOff: null },
      { label: 'NDA sent', count: 5, dropOff: 0.5 },
      { label: 'NDA signed', count: 5, dropOff: 0 },
      { label: 'IM sent', count: 2, dropOff: 0.6 },
    ]);
  });
  it('counts changes in the right number', () => {
    expect(changesLabel(1)).toBe('1 change since your last visit');
    expect(changesLabel(3)).toBe('3 changes since your last visit');
  });
});
