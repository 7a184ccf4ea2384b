import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { positionToString, type HealthReport, type Readiness } from '@dealbook/contracts';
import type { Persistence } from '../../infra/persistence.js';
import { PERSISTENCE } from '../../kernel/database-tokens.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { ChangeFanout } from '../realtime/change-fanout.service.js';
import { Draining } from './draining.js';

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
  constructor(
    @Inject(PERSISTENCE) private readonly persistence: Persistence,
    @Inject(Draining) private readonly shutdown: Draining,
    @Inject(ChangeFanout) private readonly feed: ChangeFanout,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether a load balancer should send this instance requests: not while it shuts down, not
   * while its database does not answer, not while its change feed is stuck behind the log (its
   * sockets would miss pushes). While migrating at start it does not listen yet at all.
   */
  async readiness(): Promise<Readiness> {
    const [database, behind] = await Promise.allSettled([
      withTimeout(sql`select 1`.execute(this.persistence.db), 'The database'),
      withTimeout(this.feed.secondsBehind(), 'The change feed'),
    ]);
    const reasons: Readiness['reasons'] = [];
    if (this.shutdown.draining) reasons.push('draining');
    if (database.status === 'rejected') reasons.push('database');
    if (behind.status === 'rejected' || behind.value > this.config.readyFeedLagSeconds) reasons.push('change feed');
    return { status: reasons.length === 0 ? 'ready' : 'not-ready', reasons };
  }

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
