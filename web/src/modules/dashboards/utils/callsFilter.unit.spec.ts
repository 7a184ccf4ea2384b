import { CommunicationAction } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { callsPath, callsQueryString, parseCallsFilter, type CallsFilter } from './callsFilter.js';

const filter: CallsFilter = {
  caller: 'u-1',
  from: '2026-11-23',
  to: '2026-11-24',
  outcome: 'Called but no response',
  action: CommunicationAction.TryToCallAgain,
};

describe('callsQueryString', () => {
  it('names the caller, the days, and the outcome and action when given', () => {
    expect(callsQueryString(filter, 50)).toBe(
      'caller=u-1&from=2026-11-23&to=2026-11-24&outcome=Called+but+no+response&action=4&limit=50',
    );
    expect(callsQueryString({ caller: 'u-1', from: '2026-11-24', to: '2026-11-24', outcome: 'none' })).toBe(
      'caller=u-1&from=2026-11-24&to=2026-11-24&outcome=none',
    );
  });

  it('leaves the first page implicit', () => {
    expect(callsQueryString({ ...filter, page: 1 })).not.toContain('page');
    expect(callsQueryString({ ...filter, page: 3 })).toContain('page=3');
  });
});

describe('parseCallsFilter', () => {
  it('reads back what callsQueryString wrote', () => {
    expect(parseCallsFilter(new URLSearchParams(callsQueryString({ ...filter, page: 2 })))).toEqual({
      ...filter,
      page: 2,
    });
    expect(parseCallsFilter(new URLSearchParams('caller=u-1&from=2026-11-24&to=2026-11-24&action=none'))).toEqual({
      caller: 'u-1',
      from: '2026-11-24',
      to: '2026-11-24',
      action: 'none',
    });
  });

  it('refuses an address without a caller or with days that are not days', () => {
    expect(parseCallsFilter(new URLSearchParams('from=2026-11-24&to=2026-11-24'))).toBeNull();
    expect(parseCallsFilter(new URLSearchParams('caller=u-1&from=yesterday&to=2026-11-24'))).toBeNull();
  });

  it("reads a whole board's calls (the team's daily bars), and no unknown board", () => {
    const filter = { board: 'team' as const, from: '2026-11-24', to: '2026-11-24', outcome: 'none' as const };
    expect(parseCallsFilter(new URLSearchParams(callsQueryString(filter)))).toEqual(filter);
    expect(parseCallsFilter(new URLSearchParams('board=everyone&from=2026-11-24&to=2026-11-24'))).toBeNull();
  });

  it('drops an unknown outcome or action instead of asking for it', () => {
    const parsed = parseCallsFilter(
      new URLSearchParams('caller=u-1&from=2026-11-24&to=2026-11-24&outcome=Maybe&action=99&page=0'),
    );
    expect(parsed).toEqual({ caller: 'u-1', from: '2026-11-24', to: '2026-11-24' });
  });
});

describe('callsPath', () => {
  it('opens the list under the dashboard it came from', () => {
    expect(callsPath('/ext/dashboard', { caller: 'u-2', from: '2026-11-24', to: '2026-11-24' })).toBe(
      '/ext/dashboard/calls?caller=u-2&from=2026-11-24&to=2026-11-24',
    );
  });
});
