import { describe, expect, it } from 'vitest';
import { dropOffText, funnelSteps } from './funnelSteps.js';

const funnel = { projectId: 'p-1', projectName: 'Kestrel', added: 20, sentNDA: 10, signedNDA: 4, sentIM: 4 };

describe('funnelSteps', () => {
  it('gives each step its count and the share lost since the step before', () => {
    expect(funnelSteps(funnel)).toEqual([
      { label: 'Added', count: 20, dropOff: null },
      { label: 'NDA sent', count: 10, dropOff: 0.5 },
      { label: 'NDA signed', count: 4, dropOff: 0.6 },
      { label: 'IM sent', count: 4, dropOff: 0 },
    ]);
  });

  it('has no drop-off after an empty step', () => {
    const steps = funnelSteps({ ...funnel, added: 0, sentNDA: 0, signedNDA: 0, sentIM: 0 });
    expect(steps.map((step) => step.dropOff)).toEqual([null, null, null, null]);
  });

  it('never shows a negative drop when a later step counts more (ticked out of order)', () => {
    expect(funnelSteps({ ...funnel, sentNDA: 2, signedNDA: 3 })[2]?.dropOff).toBe(0);
  });
});

describe('dropOffText', () => {
  it('says how much was lost in words, and nothing when nothing was', () => {
    expect(funnelSteps(funnel).map(dropOffText)).toEqual([null, '50% lost', '60% lost', null]);
    expect(dropOffText({ label: 'IM sent', count: 999, dropOff: 0.001 })).toBeNull();
  });
});
