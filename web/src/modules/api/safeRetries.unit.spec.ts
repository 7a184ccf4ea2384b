import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, NoAnswer, withSafeRetries } from './safeRetries.js';

/** An attempt answering these statuses in turn (a thrown NoAnswer for 0), counting its calls. */
function answering(...statuses: number[]) {
  const calls = { count: 0 };
  const attempt = async () => {
    const status = statuses[Math.min(calls.count++, statuses.length - 1)]!;
    if (status === 0) throw new NoAnswer('connection dropped');
    return { status, headers: { get: (name: string) => (name === 'Retry-After' && status === 503 ? '0' : null) } };
  };
  return { attempt, calls };
}

describe('withSafeRetries', () => {
  it('sends a write again after no answer and after a 502 or 503, until it is answered', async () => {
    const { attempt, calls } = answering(0, 502, 503, 201);
    expect((await withSafeRetries(attempt)).status).toBe(201);
    expect(calls.count).toBe(4);
  });

  it('shows every other answer at once: a refusal is not retried', async () => {
    for (const status of [400, 409, 422, 429, 500]) {
      const { attempt, calls } = answering(status, 201);
      expect((await withSafeRetries(attempt)).status).toBe(status);
      expect(calls.count).toBe(1);
    }
  });

  it('gives up after five retries, about eight seconds, with the last answer', async () => {
    vi.useFakeTimers();
    try {
      const { attempt, calls } = answering(502);
      const started = Date.now();
      const sent = withSafeRetries(attempt);
      await vi.runAllTimersAsync();
      expect((await sent).status).toBe(502);
      expect(calls.count).toBe(6);
      expect(Date.now() - started).toBe(7750);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting when the write is cancelled', async () => {
    const { attempt, calls } = answering(0, 201);
    const cancel = new AbortController();
    const sent = withSafeRetries(attempt, cancel.signal);
    cancel.abort(new DOMException('cancelled', 'AbortError'));
    await expect(sent).rejects.toThrow('cancelled');
    expect(calls.count).toBe(1);
  });

  it('does not retry what it cannot know is safe: an error that is not a lost answer', async () => {
    let calls = 0;
    const attempt = async () => {
      calls++;
      throw new RangeError('a bug');
    };
    await expect(withSafeRetries(attempt)).rejects.toThrow('a bug');
    expect(calls).toBe(1);
  });
});

describe('newIdempotencyKey', () => {
  it('is a random UUID, a new one each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
