import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { positionToString, type HealthReport } from '@dealbook/contracts';
import type { Persistence } from '../../infra/persistence.js';
import { PERSISTENCE } from '../../kernel/database-tokens.js';

const probeTimeoutMs = 3_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${probeTimeoutMs} ms`)), probeTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What an operator checks first: is the database answering, where is the log, do read models keep up. */
@Injectable()
export class HealthService {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async report(): Promise<HealthReport> {
    const { db, store, databaseKind } = this.persistence;
    const [version, head] = await Promise.allSettled([
      withTimeout(sql<{ version: string }>`select version()`.execute(db), 'The database'),
      withTimeout(store.head(), 'The event store'),
    ]);
    const databaseUp = version.status === 'fulfilled';
    const storeUp = head.status === 'fulfilled';
    const fullVersion = databaseUp ? (version.value.rows[0]?.version ?? '') : '';
    return {
      status: databaseUp && storeUp ? 'ok' : 'degraded',
      database: {
        kind: databaseKind,
        version: databaseUp ? (/^PostgreSQL [\d.]+/.exec(fullVersion)?.[0] ?? fullVersion) : 'not answering',
      },
      eventStore: {
        kind: store.kind,
        head: storeUp && head.value ? positionToString(head.value) : null,
      },
      projections: databaseUp ? await withTimeout(this.persistence.projectionStatus(), 'The projections') : [],
    };
  }
}
