import { comparePositions, type EventStore, type LogPosition } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.js';
import { indexByEventType, projectionSql, runProjectionSql } from './inline-projector.js';
import type { Projection } from './projection.js';

export interface CatchUpRunnerOptions {
  batchSize?: number;
  idleDelayMs?: number;
  log?: (message: string) => void;
}

class LostCheckpointRace extends Error {}

/**
 * Catch-up mode (DESIGN §3): reads the log after the projection's checkpoint and applies each
 * batch and the checkpoint move in one transaction, so a crash never applies a batch twice or
 * loses one. Used when projections cannot run inside the append (KurrentDB) and for new models.
 */
export class CatchUpProjectionRunner {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private position: LogPosition | undefined;
  private readonly byType: ReadonlyMap<string, readonly Projection[]>;

  constructor(
    private readonly db: Kysely<ReadModelDatabase>,
    private readonly store: EventStore,
    private readonly projection: Projection,
    private readonly options: CatchUpRunnerOptions = {},
  ) {
    this.byType = indexByEventType([projection]);
  }

  get name(): string {
    return this.projection.name;
  }

  /** The last position applied, once the runner has read its checkpoint. */
  get checkpoint(): LogPosition | undefined {
    return this.position;
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Nudges an idle runner to read now (after an append, say). */
  poke(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
  }

  /** Applies everything committed so far; resolves when the checkpoint reaches the head. */
  async catchUp(): Promise<void> {
    const head = await this.store.head();
    for (;;) {
      const applied = await this.applyNextBatch();
      if (!head || (this.position && comparePositions(this.position, head) >= 0) || applied === 0) return;
    }
  }

  /** Events in the log after the checkpoint (the lag the health endpoint reports). */
  async lag(): Promise<number> {
    const after = this.position ?? (await readCheckpoint(this.db, this.projection.name));
    const { events } = await this.store.readAll({ after, limit: 10_000 });
    return events.length;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let applied = 0;
      try {
        applied = await this.applyNextBatch();
      } catch (error) {
        if (!(error instanceof LostCheckpointRace)) this.options.log?.(`projection ${this.name}: ${String(error)}`);
      }
      if (applied === 0 && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.idleDelayMs ?? 500);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  private async applyNextBatch(): Promise<number> {
    const from = await readCheckpoint(this.db, this.projection.name);
    const { events, last } = await this.store.readAll({ after: from, limit: this.options.batchSize ?? 500 });
    if (events.length === 0 || !last) {
      this.position = from;
      return 0;
    }
    const statements = await projectionSql(this.byType, events);
    await this.db.transaction().execute(async (trx) => {
      await runProjectionSql(trx, statements);
      if (!(await advanceCheckpoint(trx, this.projection.name, from, last))) throw new LostCheckpointRace();
    });
    this.position = last;
    return events.length;
  }
}
