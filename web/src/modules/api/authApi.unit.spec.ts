import { describe, expect, it } from 'vitest';
import { mayHoldSession } from './authApi.js';

describe('mayHoldSession', () => {
  it('is false without the XSRF cookie, so a signed-out visitor is not checked with a refused call', () => {
    expect(mayHoldSession('')).toBe(false);
    expect(mayHoldSession('theme=dark; MY-XSRF-TOKEN=x')).toBe(false);
  });

  it('is true while the XSRF cookie set with the session is there', () => {
    expect(mayHoldSession('theme=dark; XSRF-TOKEN=abc%2F123')).toBe(true);
  });
});
