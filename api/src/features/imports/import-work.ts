import {
  emptyImportCounts,
  type BulkOperation,
  type DomainEvent,
  ImportEvents,
  WrongExpectedVersion,
  type EventStore,
  type ImportCounts,
  type ImportEvent,
  type ImportRowAction,
  type StreamAppend,
} from '@dealbook/contracts';
import { findImport, type ImportRecord, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { toNewEvents } from '../../kernel/event-sourcing/execute-command.js';
import type { ImportProgressMeter } from './import-progress.js';
import type { ImportTarget } from './targets/import-target.js';
import { importDecider, importStreamId, type ImportAggregate, type ImportCommand } from './import.decider.js';

/**
 * What a check, run or undo writes to its import's stream as it goes, always at the version it
 * last saw: a cancel, a failure or another instance's batch moves the stream on, and the next
 * write of this one is refused (`WrongExpectedVersion`), so only one worker ever records a batch.
 */
export class ImportLedger {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModelDatabase>,
    readonly importId: string,
    private version: number,
    private state: ImportAggregate,
    private readonly actorId: string | null,
  ) {}

  static async open(store: EventStore, db: Kysely<ReadModelDatabase>, found: ImportRecord): Promise<ImportLedger> {
    return new ImportLedger(store, db, found._id, found.version, aggregateOf(found), found.actingUser);
  }

  get streamId(): string {
    return importStreamId(this.importId);
  }

  /** The ledger event of a command, decided on the state last seen, to append with other streams. */
  append(command: ImportCommand): StreamAppend {
    const events = importDecider.decide(command, this.state);
    return {
      streamId: this.streamId,
      events: toNewEvents(events, ImportEvents, { actorId: this.actorId, correlationId: this.importId }),
      expectedVersion: this.version,
    };
  }

  /** Records a batch: the records' appends and this ledger's event in one transaction. */
  async commit(command: ImportCommand, appends: readonly StreamAppend[] = []): Promise<void> {
    const ledger = this.append(command);
    await this.store.appendMany([...appends, ledger]);
    this.moveOn(ledger);
  }

  /** Whether a refused write was this ledger's (the import moved on) rather than a record's. */
  isOwnConflict(error: unknown): boolean {
    return error instanceof WrongExpectedVersion && error.streamId === this.streamId;
  }

  /** Whether a refused write was a record's: someone changed it after the batch was decided. */
  isRecordConflict(error: unknown): boolean {
    return error instanceof WrongExpectedVersion && error.streamId !== this.streamId;
  }

  /** After the import moved on: whether someone asked it to stop (and the stop is then recorded). */
  async stopIfCancelled(): Promise<boolean> {
    const found = await findImport(this.db, this.importId);
    if (!found?.cancelRequested) return false;
    this.version = found.version;
    this.state = aggregateOf(found);
    await this.commit({ type: 'StopImportWork', importId: this.importId, reason: null });
    return true;
  }

  /** Records a failure in words, at whatever version the import is now. */
  async fail(reason: string): Promise<void> {
    const found = await findImport(this.db, this.importId);
    if (!found) return;
    this.version = found.version;
    this.state = aggregateOf(found);
    await this.commit({ type: 'StopImportWork', importId: this.importId, reason });
  }

  private moveOn(ledger: StreamAppend): void {
    this.version += ledger.events.length;
    for (const event of ledger.events) {
      this.state = importDecider.evolve(this.state, { type: event.type, data: event.data } as ImportEvent);
    }
  }
}

export function aggregateOf(found: ImportRecord): ImportAggregate {
  return {
    exists: true,
    kind: found.kind,
    state: found.state,
    ran: found.ran,
    cancelRequested: found.cancelRequested,
    fileDeleted: found.fileDeleted,
  };
}

/**
 * A record's events as a bulk operation appends them: stamped like any command's (toNewEvents),
 * and naming the operation (`via`), which the history shows and the socket fan-out coalesces.
 */
export function recordAppend(
  target: ImportTarget,
  recordId: string,
  version: number,
  events: readonly DomainEvent[],
  metadata: { actorId: string | null; correlationId: string; via: BulkOperation },
): StreamAppend {
  const { via, ...command } = metadata;
  return {
    streamId: `${target.recordType}-${recordId}`,
    events: toNewEvents(events, target.decider.events, command).map((event) => ({
      ...event,
      metadata: { ...event.metadata, via },
    })),
    expectedVersion: version,
  };
}

/** What a job shares with the one running it: its progress, and whether it was cancelled here. */
export interface ImportJobSignal {
  progress: ImportProgressMeter | undefined;
  cancelled: boolean;
}

/** Thrown in a job cancelled on this instance (the recorded cancel request settles it on any). */
export class Stopped extends Error {}

/** Counts so far plus a batch's. */
export function addCounts(total: ImportCounts, batch: ImportCounts): ImportCounts {
  const sum = emptyImportCounts();
  for (const key of Object.keys(sum) as (keyof ImportCounts)[]) sum[key] = (total[key] ?? 0) + (batch[key] ?? 0);
  // Said only when some row may duplicate a record, as imports before issue 32 never did.
  const duplicates = (total.duplicates ?? 0) + (batch.duplicates ?? 0);
  if (duplicates > 0) sum.duplicates = duplicates;
  return sum;
}

export const noPreview = (): Record<ImportRowAction, number> => ({
  create: 0,
  update: 0,
  unchanged: 0,
  skip: 0,
  error: 0,
});
