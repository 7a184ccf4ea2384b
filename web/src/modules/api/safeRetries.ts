/**
 * A write the server may not have answered is sent again, safely: every write carries an
 * `Idempotency-Key`, the same on each attempt, so the server runs it once and answers every copy
 * with the first answer (issue 36). Sent again: a write that got no answer at all (the connection
 * dropped, an instance died) or a 502/503/504 from the proxy or a server that is restarting — so a
 * person never sees an error for a failover that is over in a few seconds.
 */
const retriedStatuses = new Set([502, 503, 504]);
/** About eight seconds in all: longer than a dead instance holds a write's key (five seconds). */
const retryDelaysMs = [250, 500, 1000, 2000, 4000];
/** The longest `Retry-After` followed; a server asking for longer gets its answer shown instead. */
const longestRetryAfterMs = 5000;

/** The connection failed before any answer arrived (what fetch throws as a TypeError). */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
}

/** A key for one write and all its retries: a UUID, also where crypto.randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What an attempt answered: a fetch Response, or the same read off an XMLHttpRequest. */
interface Answer {
  status: number;
  headers: { get(name: string): string | null };
}

/** Runs `attempt` (which sends the same key each time) until it gets an answer worth showing. */
export async function withSafeRetries<T extends Answer>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let retry = 0; ; retry++) {
    const last = retry >= retryDelaysMs.length;
    let answer: T;
    try {
      answer = await attempt();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const noAnswer = error instanceof NoAnswer || error instanceof TypeError;
      if (last || !noAnswer) throw error;
      await pause(retryDelaysMs[retry]!, signal);
      continue;
    }
    if (last || !retriedStatuses.has(answer.status)) return answer;
    const asked = Number(answer.headers.get('Retry-After')) * 1000;
    if (asked > longestRetryAfterMs) return answer;
    await pause(Math.max(retryDelaysMs[retry]!, Number.isFinite(asked) ? asked : 0), signal);
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
