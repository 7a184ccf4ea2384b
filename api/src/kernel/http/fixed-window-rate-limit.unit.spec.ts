import { describe, expect, it } from 'vitest';
import { FixedWindowRateLimit } from './fixed-window-rate-limit.js';

describe('FixedWindowRateLimit', () => {
  it('lets a user log up to the limit per window, then refuses until the window has passed', () => {
    let now = 0;
    const limit = new FixedWindowRateLimit(3, 60_000, () => now);
    expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    now = 60_000;
    expect(limit.take('a')).toBe(true);
  });
});
