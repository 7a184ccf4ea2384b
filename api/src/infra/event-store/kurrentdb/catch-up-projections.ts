import { Logger } from '@nestjs/common';
import {
  comparePositions,
  type AppendManyResult,
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
  type SubscriptionStart,
} from '@dealbook/contracts';
import { CatchUpProjectionRunner, type Projection, type ReadModelDatabase } from '@dealbook/projections';
import type { ProjectionStatus } from '../../persistence.port.js';
import type { Kysely } from 'kysely';

export interface CatchUpProjectionsOptions {
  /** How long an append waits for the read models before it resolves anyway (default 5 s). */
  readYourWritesTimeoutMs?: number;
  /** Safety-net poll of an idle runner; new events wake the runners at once (default 1 s). */
  idleDelayMs?: number;
  log?: (message: string) => void;
}

const pollMs = 10;
const startupReportMs = 10_000;

/**
 * Read models fed from the log after the append, for stores whose appends cannot run the
 * projections in their own transaction (KurrentDB). Each projection has a catch-up runner with
 * its checkpoint in PostgreSQL; a subscription to the log wakes them as events arrive; and the
 * read-your-writes store makes an append wait until every checkpoint has passed it (DESIGN §3).
 */
export class CatchUpProjections {
  private readonly runners: CatchUpProjectionRunner[];
  private readonly log: (message: string) => void;
  private wakeUp: Subscription | undefined;

  constructor(
    db: Kysely<ReadModelDatabase>,
    private readonly store: EventStore,
    projections: readonly Projection[],
    private readonly options: CatchUpProjectionsOptions = {},
  ) {
    this.log = options.log ?? ((message) => new Logger('Projections').error(message));
    this.runners = projections.map(
      (projection) =>
        new CatchUpProjectionRunner(db, store, projection, { idleDelayMs: options.idleDelayMs ?? 1000, log: this.log }),
    );
  }

  /**
   * Starts the runners and resolves once they have applied the log as it stands, so nothing
   * reads a read model that is still empty for lack of time (a fresh database on an old log).
   */
  async start(): Promise<void> {
    for (const runner of this.runners) runner.start();
    this.wakeUp ??= this.store.subscribe('end', async () => this.poke());
    const head = await this.store.head();
    if (!head) return;
    while (!(await this.waitForProjections(head, startupReportMs))) {
      const behind = (await this.status()).filter((s) => s.lag > 0);
      this.log(`read models catching up with the log: ${behind.map((s) => `${s.name} ${s.lag} behind`).join(', ')}`);
    }
  }

  /** Resolves true once every projection has applied the log up to `position`, false at the timeout. */
  async waitForProjections(position: LogPosition, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.runners.every((runner) => runner.checkpoint && comparePositions(runner.checkpoint, position) >= 0)) {
        return true;
      }
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Again on every turn: a runner that was mid-batch at the last poke is idle by now.
      this.poke();
      await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, left)));
    }
  }

  async status(): Promise<ProjectionStatus[]> {
    return Promise.all(
      this.runners.map(async (runner) => ({ name: runner.name, mode: 'catch-up' as const, lag: await runner.lag() })),
    );
  }

  /** The store for the write path: its appends resolve once the read models show them. */
  readYourWrites(): EventStore {
    return new ReadYourWritesStore(this.store, this, this.options.readYourWritesTimeoutMs ?? 5000, this.log);
  }

  async stop(): Promise<void> {
    await this.wakeUp?.close();
    this.wakeUp = undefined;
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }

  private poke(): void {
    for (const runner of this.runners) runner.poke();
  }
}

class ReadYourWritesStore implements EventStore {
  readonly kind: string;

  constructor(
    private readonly store: EventStore,
    private readonly projections: CatchUpProjections,
    private readonly timeoutMs: number,
    private readonly log: (message: string) => void,
  ) {
    this.kind = store.kind;
  }

  /**
   * Past the timeout the append still resolves: it is recorded, only the read models lag. The
   * caller can then answer 202 with the position (waitForProjections tells it).
   */
  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.store.append(streamId, events, options);
    if (this.timeoutMs > 0 && !(await this.projections.waitForProjections(result.position, this.timeoutMs))) {
      this.log(
        `read models had not caught up with ${streamId}@${result.nextExpectedVersion} after ${this.timeoutMs} ms`,
      );
    }
    return result;
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    const result = await this.store.appendMany(appends);
    if (this.timeoutMs > 0 && !(await this.projections.waitForProjections(result.position, this.timeoutMs))) {
      this.log(`read models had not caught up with a batch of ${appends.length} streams after ${this.timeoutMs} ms`);
    }
    return result;
  }

  readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
    options?: ReadStreamOptions,
  ): Promise<RecordedEvent<E>[]> {
    return this.store.readStream<E>(streamId, options);
  }

  readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    return this.store.readAll(options);
  }

  subscribe(from: SubscriptionStart, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    return this.store.subscribe(from, handler);
  }

  head(): Promise<LogPosition | undefined> {
    return this.store.head();
  }
}
