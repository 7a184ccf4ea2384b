import { randomUUID } from 'node:crypto';

/** What one write of the storm came to, after the retries a client makes (as the web app does). */
export interface StormWrite {
  kind: 'create' | 'update';
  name: string;
  /** The company's id once acknowledged. */
  id?: string;
  /** The telephone an acknowledged update set. */
  telephone?: string;
  status: number | 'no answer';
  /** Answers that were 502/503/504 or nothing, each followed by a retry with the same key. */
  retried: number;
  /** What those answers were. */
  retriedAnswers: (number | 'no answer')[];
  ms: number;
}

export interface StormReport {
  writes: StormWrite[];
  acknowledged: number;
  failed: number;
  /** Answers the clients saw before retrying: the error burst a person would have seen without retries. */
  retried: number;
  /** Those answers by status ('no answer' when the connection dropped). */
  retriedByStatus: Record<string, number>;
  p50: number;
  p99: number;
}

const retryDelaysMs = [100, 200, 400, 800, 1600, 3200];
const retried = new Set([502, 503, 504]);

/** One write, sent again with the same Idempotency-Key on no answer or a 502/503/504, as the web app does. */
async function keyedWrite(url: string, method: 'POST' | 'PUT', token: string, body: unknown) {
  const key = randomUUID();
  const retriedAnswers: (number | 'no answer')[] = [];
  for (let attempt = 0; ; attempt++) {
    let status: number | 'no answer';
    let json: unknown;
    try {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      json = response.headers.get('content-type')?.includes('json') ? await response.json() : await response.text();
    } catch {
      status = 'no answer';
    }
    const again = status === 'no answer' || retried.has(status);
    if (!again || attempt >= retryDelaysMs.length) return { status, json, retries: retriedAnswers };
    retriedAnswers.push(status);
    await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
  }
}

/**
 * A bounded write storm through the proxy: `clients` loops, each creating a company and then
 * updating it, until `until` resolves. Every write carries an Idempotency-Key and is retried.
 */
export async function writeStorm(
  baseUrl: string,
  token: string,
  { clients, label, until }: { clients: number; label: string; until: Promise<void> },
): Promise<StormReport> {
  let stopped = false;
  void until.then(() => (stopped = true));
  const writes: StormWrite[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; !stopped; n++) {
        const name = `${label} ${client}-${n}`;
        const started = performance.now();
        const created = await keyedWrite(`${baseUrl}/api/company`, 'POST', token, { companyName: name });
        const id = created.status === 201 ? (created.json as { _id: string })._id : undefined;
        writes.push({
          kind: 'create',
          name,
          ...(id ? { id } : {}),
          status: created.status,
          retried: created.retries.length,
          retriedAnswers: created.retries,
          ms: performance.now() - started,
        });
        if (!id || stopped) continue;
        const telephone = `0113 496 ${String(1000 + n).slice(-4)}`;
        const updateStarted = performance.now();
        const updated = await keyedWrite(`${baseUrl}/api/company/${id}`, 'PUT', token, {
          companyName: name,
          telephone,
        });
        writes.push({
          kind: 'update',
          name,
          id,
          ...(updated.status === 200 ? { telephone } : {}),
          status: updated.status,
          retried: updated.retries.length,
          retriedAnswers: updated.retries,
          ms: performance.now() - updateStarted,
        });
      }
    }),
  );
  const sorted = writes.map((write) => write.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const ok = (write: StormWrite) => typeof write.status === 'number' && write.status >= 200 && write.status < 300;
  return {
    writes,
    acknowledged: writes.filter(ok).length,
    failed: writes.filter((write) => !ok(write)).length,
    retried: writes.reduce((sum, write) => sum + write.retried, 0),
    retriedByStatus: writes
      .flatMap((write) => write.retriedAnswers)
      .reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    p50: at(0.5),
    p99: at(0.99),
  };
}
