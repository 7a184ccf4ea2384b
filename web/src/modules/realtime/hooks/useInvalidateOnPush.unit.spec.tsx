// @vitest-environment jsdom
import type { ChangeMessage } from '@dealbook/contracts';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ThrottleTimers } from '../utils/keyedThrottle.js';
import { useInvalidateOnPush } from './useInvalidateOnPush.js';
import { useRefreshAfterWrite } from './useRefreshAfterWrite.js';

const cached: QueryKey[] = [
  ['company', 'list', { page: 1 }],
  ['company', 'record', 'c1'],
  ['company', 'history', 'c1'],
  ['company', 'record', 'c2'],
  ['contact', 'list', { page: 1 }],
  ['purchase', 'list', { projectId: 'p1' }],
  ['purchase', 'record', 'u1'],
  ['project', 'history', 'p1'],
  ['project', 'record', 'p1'],
  ['dashboard', 'team', 'today'],
];

/** A query cache holding a screen's worth of answers, and how often each was invalidated. */
function cacheWithAnswers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of cached) queryClient.setQueryData(key, { answer: key });
  const invalidations = new Map<string, number>();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate') {
      const key = JSON.stringify(event.query.queryKey);
      invalidations.set(key, (invalidations.get(key) ?? 0) + 1);
    }
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = () => cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));
  /** The screen refetched it: fresh again until the next invalidation. */
  const refetched = (key: QueryKey) => queryClient.setQueryData(key, { answer: key });
  return { wrapper, stale, invalidations, refetched };
}

/** Timers the test moves by hand. */
function manualTimers() {
  let now = 0;
  let due: { at: number; run: () => void }[] = [];
  const timers: ThrottleTimers = {
    now: () => now,
    setTimeout: (run, ms) => {
      const entry = { at: now + ms, run };
      due.push(entry);
      return entry;
    },
    clearTimeout: (handle) => (due = due.filter((entry) => entry !== handle)),
  };
  const advance = (ms: number) => {
    now += ms;
    const ready = due.filter((entry) => entry.at <= now);
    due = due.filter((entry) => entry.at > now);
    for (const entry of ready) entry.run();
  };
  return { timers, advance };
}

const change = (type: string, id: string): ChangeMessage => ({ type, id, version: 2, op: 'updated', changes: {} });

describe('useInvalidateOnPush', () => {
  it("makes a pushed record's lists, detail and history stale, and nobody else's", () => {
    const { wrapper, stale } = cacheWithAnswers();
    const { result } = renderHook(() => useInvalidateOnPush(), { wrapper });
    act(() => result.current(change('company', 'c1')));
    expect(stale()).toEqual(['company list [object Object]', 'company record c1', 'company history c1']);
  });

  it("makes a logged call's purchasers, its project's history and the dashboards stale", () => {
    const { wrapper, stale } = cacheWithAnswers();
    const { result } = renderHook(() => useInvalidateOnPush(), { wrapper });
    act(() => result.current(change('communication', 'm1')));
    expect(stale()).toEqual([
      'purchase list [object Object]',
      'purchase record u1',
      'project history p1',
      'dashboard team today',
    ]);
  });

  it('refetches a dashboard once for a burst of pushes: the first at once, the rest together a second later', () => {
    const { wrapper, invalidations, stale, refetched } = cacheWithAnswers();
    const { timers, advance } = manualTimers();
    const { result } = renderHook(() => useInvalidateOnPush(timers), { wrapper });
    const dashboard = JSON.stringify(['dashboard', 'team', 'today']);
    act(() => result.current(change('communication', 'm1')));
    expect(invalidations.get(dashboard)).toBe(1);
    refetched(['dashboard', 'team', 'today']);
    act(() => {
      for (let i = 2; i <= 30; i++) result.current(change('communication', `m${i}`));
    });
    expect(invalidations.get(dashboard)).toBe(1);
    // The cheap keys are stale at once, every time.
    expect(stale()).toContain('purchase record u1');
    expect(stale()).not.toContain('dashboard team today');
    act(() => advance(1000));
    expect(invalidations.get(dashboard)).toBe(2);
    refetched(['dashboard', 'team', 'today']);
    act(() => advance(5000));
    expect(invalidations.get(dashboard)).toBe(2);
  });

  it('drops a waiting dashboard refetch when the screen goes away', () => {
    const { wrapper, invalidations, stale, refetched } = cacheWithAnswers();
    const { timers, advance } = manualTimers();
    const { result, unmount } = renderHook(() => useInvalidateOnPush(timers), { wrapper });
    act(() => result.current(change('task', 't1')));
    refetched(['dashboard', 'team', 'today']);
    act(() => result.current(change('task', 't2')));
    unmount();
    advance(1000);
    expect(invalidations.get(JSON.stringify(['dashboard', 'team', 'today']))).toBe(1);
    expect(stale()).not.toContain('dashboard team today');
  });
});

describe('useRefreshAfterWrite', () => {
  it("refreshes after this tab's own write exactly what the push would", async () => {
    const { wrapper, stale } = cacheWithAnswers();
    const { result } = renderHook(() => useRefreshAfterWrite(), { wrapper });
    await act(() => result.current('purchase', 'u1'));
    expect(stale()).toEqual([
      'purchase list [object Object]',
      'purchase record u1',
      'project history p1',
      'project record p1',
    ]);
  });
});
