import { CommunicationAction } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { callsFilterLabel } from './callsFilterLabel.js';

describe('callsFilterLabel', () => {
  it('reads a day and an outcome in words', () => {
    expect(
      callsFilterLabel({ caller: 'u', from: '2026-11-24', to: '2026-11-24', outcome: 'Called but no response' }),
    ).toBe('24 Nov 2026 · No response');
  });

  it('reads a range, and calls without an action', () => {
    expect(callsFilterLabel({ caller: 'u', from: '2026-11-23', to: '2026-11-29', action: 'none' })).toBe(
      '23 Nov 2026 to 29 Nov 2026 · No action',
    );
    expect(
      callsFilterLabel({ caller: 'u', from: '2026-11-24', to: '2026-11-24', action: CommunicationAction.SendNDA }),
    ).toBe('24 Nov 2026 · Send NDA');
  });
});
