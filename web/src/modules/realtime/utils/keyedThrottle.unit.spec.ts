import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedThrottle } from './keyedThrottle.js';

describe('keyedThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a quiet key at once', () => {
    const run = vi.fn();
    keyedThrottle(1000)('dashboard', run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('collapses a burst into one trailing run at the end of the interval, with the latest callback', () => {
    const throttle = keyedThrottle(1000);
    const calls: string[] = [];
    throttle('dashboard', () => calls.push('first'));
    for (let i = 0; i < 20; i++) throttle('dashboard', () => calls.push(`burst ${i}`));
    expect(calls).toEqual(['first']);

    vi.advanceTimersByTime(999);
    expect(calls).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['first', 'burst 19']);

    vi.advanceTimersByTime(5000);
    expect(calls).toHaveLength(2);
  });

  it('runs at most once per second over a long burst', () => {
    const throttle = keyedThrottle(1000);
    const run = vi.fn();
    for (let ms = 0; ms < 5000; ms += 50) {
      throttle('dashboard', run);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(1000);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(run.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('throttles each key on its own', () => {
    const throttle = keyedThrottle(1000);
    const a = vi.fn();
    const b = vi.fn();
    throttle('a', a);
    throttle('b', b);
    throttle('a', a);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('drops pending runs when cancelled', () => {
    const throttle = keyedThrottle(1000);
    const run = vi.fn();
    throttle('dashboard', run);
    throttle('dashboard', run);
    throttle.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
