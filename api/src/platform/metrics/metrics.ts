import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE, PERSISTENCE } from '../../kernel/database-tokens.js';
import type { Persistence } from '../../infra/persistence.js';
import { HeavyWorkLimiter } from '../../kernel/heavy-work/heavy-work.limiter.js';
import type { CommandObserver, CommandResult } from '../../kernel/event-sourcing/command-observer.js';

/** Seconds: a command or request takes milliseconds; a report or export may take tens of seconds. */
const durationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * This instance's figures in Prometheus' text format (GET /metrics, issue 36). A registry of its
 * own per app, not prom-client's global one: tests run several apps in one process. Counters and
 * histograms are fed as things happen; the gauges are read when Prometheus scrapes.
 */
@Injectable()
export class Metrics implements CommandObserver {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'dealbook_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });

  private readonly commands = new Counter({
    name: 'dealbook_commands_total',
    help: 'Commands run, by type and result: appended, unchanged, refused (a business rule), conflict (a stale version), failed',
    labelNames: ['command', 'result'] as const,
    registers: [this.registry],
  });

  private readonly commandDuration = new Histogram({
    name: 'dealbook_command_duration_seconds',
    help: 'Time from reading the stream to the append answering, by result',
    labelNames: ['result'] as const,
    buckets: durationBuckets,
    registers: [this.registry],
  });

  readonly socketConnections = new Gauge({
    name: 'dealbook_socket_connections',
    help: 'Sockets connected to this instance',
    registers: [this.registry],
  });

  readonly pushes = new Counter({
    name: 'dealbook_socket_pushes_total',
    help: 'Messages pushed to socket rooms, by protocol event',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  readonly exportRows = new Counter({
    name: 'dealbook_export_rows_total',
    help: 'Rows written by exports of lists to spreadsheets and PDFs (their progress; the running ones are heavy work)',
    registers: [this.registry],
  });

  readonly idempotentReplays = new Counter({
    name: 'dealbook_idempotent_replays_total',
    help: 'Writes answered with the first answer to their Idempotency-Key instead of running again',
    registers: [this.registry],
  });

  constructor(
    @Inject(PERSISTENCE) persistence: Persistence,
    @Inject(DATABASE) db: Kysely<ReadModelDatabase>,
    @Inject(HeavyWorkLimiter) limiter: HeavyWorkLimiter,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'dealbook_' });
    new Gauge({
      name: 'dealbook_projection_lag_events',
      help: 'Events in the log a projection has not applied yet',
      labelNames: ['projection', 'mode'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { name, mode, lag } of await persistence.projectionStatus())
          this.set({ projection: name, mode }, lag);
      },
    });
    new Gauge({
      name: 'dealbook_db_pool_connections',
      help: "The app pool's connections: in use, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { totalCount, idleCount, waitingCount } = persistence.pool;
        this.set({ state: 'in_use' }, totalCount - idleCount);
        this.set({ state: 'idle' }, idleCount);
        this.set({ state: 'waiting' }, waitingCount);
      },
    });
    new Gauge({
      name: 'dealbook_heavy_work_running',
      help: 'Exports, reports and other heavy requests running on this instance, by kind',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [kind, running] of limiter.runningByKind()) this.set({ kind }, running);
      },
    });
    new Gauge({
      name: 'dealbook_imports',
      help: 'Spreadsheet imports by state, and the rows the running ones have written so far',
      labelNames: ['state', 'measure'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const { rows } = await sql<{ state: string; imports: number; rows_done: number }>`
          select state, count(*)::int as imports, coalesce(sum(rows_done), 0)::int as rows_done
          from imports group by state`.execute(db);
        for (const row of rows) {
          this.set({ state: row.state, measure: 'imports' }, row.imports);
          this.set({ state: row.state, measure: 'rows_done' }, row.rows_done);
        }
      },
    });
  }

  observe(command: string, result: CommandResult, seconds: number): void {
    this.commands.inc({ command, result });
    this.commandDuration.observe({ result }, seconds);
  }
}
