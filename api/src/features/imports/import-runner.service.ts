import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  emptyImportCounts,
  recordRoom,
  listRoom,
  SocketEvents,
  type EventStore,
  type ImportCounts,
  type ImportProgress,
  type ImportProgressMessage,
  type ImportRowAction,
} from '@dealbook/contracts';
import {
  analyzeKeyedTable,
  findImport,
  findImportPreview,
  findImportsAtWork,
  type ImportRecord,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway.js';
import { planBatch, previewRows, type BatchContext, type BatchPlan } from './import-batch.js';
import { ImportProgressMeter } from './import-progress.js';
import { ImportTempFiles } from './import-temp-files.js';
import { undoImport } from './import-undo.js';
import { addCounts, ImportLedger, Stopped, noPreview, type ImportJobSignal } from './import-work.js';
import { readImportFile, type ImportRow } from './reading/import-file.js';
import { importTargetOf } from './targets/import-targets.js';

/**
 * Imports checked, run or undone at once on one instance: each reads a file through and writes a
 * batch every half second, so two keep an instance busy without taking it from everyone else. A
 * start beyond it is refused (startImportWork); one left for another instance's takeover
 * waits until a job ends.
 */
export const MaxImportJobs = 2;

/** Rows per batch, and the longest a batch gathers rows: a cancel waits at most for one batch. */
const BatchRows = 1000;
const BatchMillis = 500;
/** Characters per batch: a batch is held whole, and a thousand of the longest rows would be gigabytes. */
const BatchChars = 8_000_000;
/** Preview rows kept per action. */
const PreviewPerAction = 20;
/** Rows a run writes before the table's statistics are refreshed; doubled after each refresh. */
const FirstAnalyzeAfterRows = 10_000;

interface Job extends ImportJobSignal {
  done: Promise<void>;
  /** Set while a cancel is being recorded: the job starts no batch until it settles (hold). */
  held?: Promise<void>;
}

/**
 * Runs imports' checks, runs and undos in the background, one job per import on this instance,
 * and takes over the ones whose instance stopped: every few seconds (and at start) it looks for
 * imports at work whose stream has not moved for IMPORT_RESUME_AFTER_SECONDS and goes on from
 * their last recorded batch. Two instances that both take one over cannot both record a batch
 * (ImportLedger): the loser stops. Progress is pushed to the import's rooms once a second.
 */
@Injectable()
export class ImportRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImportRunner');
  private readonly jobs = new Map<string, Job>();
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  private shuttingDown = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RealtimeGateway) private readonly gateway: RealtimeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ImportTempFiles) private readonly temp: ImportTempFiles,
  ) {}

  onApplicationBootstrap(): void {
    const look = () => {
      this.looking ??= this.takeOverStale().finally(() => (this.looking = undefined));
    };
    look();
    this.timer = setInterval(look, Math.min(5, this.config.importResumeAfterSeconds) * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    clearInterval(this.timer);
    await this.looking;
    for (const job of this.jobs.values()) job.cancelled = true;
    await Promise.all([...this.jobs.values()].map((job) => job.done));
  }

  /** Whether this instance may start another job (MaxImportJobs). */
  hasRoom(): boolean {
    return this.jobs.size < MaxImportJobs;
  }

  /**
   * Starts the work the import's state names, unless this instance is already at it or has no
   * room: then the import waits, recorded as at work, and the takeover of stale imports (this
   * instance's or another's) starts it once there is room.
   */
  begin(importId: string): void {
    if (this.jobs.has(importId) || this.shuttingDown || !this.hasRoom()) return;
    const job: Job = { progress: undefined, cancelled: false, done: Promise.resolve() };
    this.jobs.set(importId, job);
    job.done = this.work(importId, job)
      .catch((error: unknown) => this.logger.error(`Import ${importId}: ${String(error)}`))
      .finally(() => this.jobs.delete(importId));
  }

  /**
   * Holds this instance's job on the import before its next batch until the returned function is
   * called. A cancel is recorded on the import's stream, which the job writes batch after batch,
   * each started as the one before commits: on a busy server the cancel lost every try to the next
   * batch and answered 409 (seen in CI). Held, the job lets the cancel in; released, it goes on, or
   * stops if the cancel was recorded.
   */
  hold(importId: string): () => void {
    const job = this.jobs.get(importId);
    if (!job) return () => undefined;
    let release: () => void = () => undefined;
    job.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      job.held = undefined;
      release();
    };
  }

  /** Stops this instance's job at once; the recorded cancel request stops it on any other. */
  cancel(importId: string): void {
    const job = this.jobs.get(importId);
    if (job) job.cancelled = true;
  }

  /** The live progress of a job on this instance. */
  progressOf(importId: string): ImportProgress | null {
    return this.jobs.get(importId)?.progress?.snapshot() ?? null;
  }

  /** Waits for this instance's job on the import to end (tests, shutdown). */
  async settled(importId: string): Promise<void> {
    await this.jobs.get(importId)?.done;
  }

  private async takeOverStale(): Promise<void> {
    try {
      const staleBefore = Date.now() - this.config.importResumeAfterSeconds * 1000;
      for (const { id, updatedAt } of await findImportsAtWork(this.db)) {
        if (!this.hasRoom()) return;
        if (!this.jobs.has(id) && updatedAt.getTime() < staleBefore) {
          this.logger.log(`Import ${id} has not moved since ${updatedAt.toISOString()}: going on with it here`);
          this.begin(id);
        }
      }
    } catch (error) {
      this.logger.error(`Could not look for imports to resume: ${String(error)}`);
    }
  }

  private async work(importId: string, job: Job): Promise<void> {
    const found = await findImport(this.db, importId);
    if (!found || !['checking', 'running', 'undoing'].includes(found.state)) return;
    const ledger = await ImportLedger.open(this.store, this.db, found);
    const pushing = setInterval(() => this.push(importId, job), 1000);
    try {
      if (found.state === 'undoing') {
        await undoImport({
          db: this.db,
          store: this.store,
          found,
          ledger,
          job,
          onProgress: () => this.push(importId, job),
          beforeFinish: () => this.analyze(found),
        });
      } else {
        await this.readAndDecide(found, ledger, job);
      }
    } catch (error) {
      if (error instanceof Stopped || ledger.isOwnConflict(error)) {
        // Cancelled here, or the import moved on (a cancel, another instance): only a cancel is ours to record.
        await ledger.stopIfCancelled().catch((e: unknown) => this.logger.error(`Import ${importId}: ${String(e)}`));
      } else if (this.shuttingDown) {
        this.logger.warn(`Import ${importId} stopped by the shutdown; another start goes on with it`);
      } else {
        this.logger.error(`Import ${importId} failed: ${String(error)}`);
        await ledger.fail(reasonOf(error)).catch((e: unknown) => this.logger.error(`Import ${importId}: ${String(e)}`));
      }
    } finally {
      clearInterval(pushing);
      this.push(importId, job);
    }
  }

  /**
   * The dry run or the run: the file copied from the store to this disk (it is read from there,
   * and removed however the work ends), then read from the start, rows already recorded passed over.
   */
  private async readAndDecide(found: ImportRecord, ledger: ImportLedger, job: Job): Promise<void> {
    const stored = await this.files.get(found.fileKey);
    if (!stored) throw new Error('The uploaded file is no longer in the file store');
    const local = await this.temp.copy(stored.stream);
    try {
      await this.decideRows(found, ledger, job, local, stored.size);
    } finally {
      await this.temp.remove(local);
    }
  }

  private async decideRows(
    found: ImportRecord,
    ledger: ImportLedger,
    job: Job,
    path: string,
    size: number,
  ): Promise<void> {
    const checking = found.state === 'checking';
    let bytesRead = 0;
    const knownTotal = checking ? undefined : (found.checked?.rows ?? undefined);
    job.progress = new ImportProgressMeter(checking ? 'check' : 'run', found.rowsDone, knownTotal, () =>
      size > 0 ? bytesRead / size : 0,
    );
    const context: BatchContext = {
      db: this.db,
      target: importTargetOf(found.kind),
      importId: found._id,
      mapping: found.mapping,
      reading: { timeZone: this.config.firmTimeZone, importedAt: found.createdAt },
      ...(checking
        ? {}
        : {
            writing: {
              actorId: found.actingUser,
              via: { kind: 'import', id: found._id, label: `Import of ${found.fileName}` },
            },
          }),
    };
    let counts: ImportCounts = (checking ? found.checked : found.done) ?? emptyImportCounts();
    let rowsDone = found.rowsDone;
    const shown = checking ? await this.previewShown(found._id) : noPreview();
    const record = async (batch: readonly ImportRow[], planned: BatchPlan) => {
      const nextCounts = addCounts(counts, planned.counts);
      const nextRows = rowsDone + batch.length;
      if (checking) {
        await ledger.commit({
          type: 'RecordCheckedRows',
          importId: found._id,
          rowsDone: nextRows,
          counts: nextCounts,
          failures: planned.failures,
          preview: previewRows(planned.rows, shown, PreviewPerAction),
        });
      } else {
        await ledger.commit(
          {
            type: 'RecordImportedRows',
            importId: found._id,
            rowsDone: nextRows,
            counts: nextCounts,
            failures: planned.failures,
          },
          planned.appends,
        );
      }
      counts = nextCounts;
      rowsDone = nextRows;
      job.progress!.advance(rowsDone);
      // While the table grows, its statistics follow at 10,000, 20,000, 40,000… rows written, so
      // the lookups keep to the key indexes (a handful of ANALYZEs for a million rows).
      if (!checking && rowsDone - found.rowsDone >= analyzeAt) {
        analyzeAt *= 2;
        await this.analyze(found);
      }
    };
    let analyzeAt = FirstAnalyzeAfterRows;
    // Batches overlap: one is decided while the one before it is written (the database and this
    // process each wait on the other otherwise). A row whose key the batch being written imports
    // fails as a repeat, as it would once that batch is recorded.
    let writing: Promise<void> = Promise.resolve();
    let keysBeingWritten: ReadonlyMap<string, number> = new Map();
    const flush = async (batch: ImportRow[]) => {
      if (batch.length === 0) return;
      if (job.cancelled) throw new Stopped();
      const planned = await planBatch({ ...context, keysBeingWritten }, batch);
      await writing;
      // The last moment before the next write starts: a cancel being recorded goes first.
      await job.held;
      if (job.cancelled) throw new Stopped();
      keysBeingWritten = planned.importedKeys;
      writing = this.recordWithRetries(context, ledger, batch, planned, record);
      writing.catch(() => undefined);
    };

    let seen = -1;
    let batch: ImportRow[] = [];
    let batchChars = 0;
    let gatheredSince = Date.now();
    for await (const row of readImportFile(path, found.format, (bytes) => (bytesRead += bytes))) {
      // The first row is the header (a sheet may start lower than its line 1).
      if (++seen === 0 || seen <= found.rowsDone) continue;
      batch.push(row);
      for (const cell of row.cells) batchChars += cell.length;
      if (batch.length >= BatchRows || batchChars >= BatchChars || Date.now() - gatheredSince >= BatchMillis) {
        await flush(batch);
        batch = [];
        batchChars = 0;
        gatheredSince = Date.now();
      }
    }
    await flush(batch);
    await writing;
    if (job.cancelled) throw new Stopped();
    if (!checking) await this.analyze(found);
    await ledger.commit({ type: 'FinishImportWork', importId: found._id, counts, recordsDone: 0, kept: 0 });
  }

  /** Refreshes the statistics of the import's table; a failure only costs speed, so it is logged. */
  private async analyze(found: ImportRecord): Promise<void> {
    await analyzeKeyedTable(this.db, found.kind).catch((error: unknown) =>
      this.logger.warn(`Statistics of ${found.kind} not refreshed: ${String(error)}`),
    );
  }

  /**
   * Records a planned batch; when a record the batch decided on changed meanwhile (someone edited
   * it), the batch is decided again on the new state, a few times.
   */
  private async recordWithRetries(
    context: BatchContext,
    ledger: ImportLedger,
    batch: readonly ImportRow[],
    planned: BatchPlan,
    record: (batch: readonly ImportRow[], plan: BatchPlan) => Promise<void>,
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await record(batch, planned);
        return;
      } catch (error) {
        if (!ledger.isRecordConflict(error) || attempt >= 4) throw error;
        planned = await planBatch(context, batch);
      }
    }
  }

  private async previewShown(importId: string): Promise<Record<ImportRowAction, number>> {
    const shown = noPreview();
    for (const row of await findImportPreview(this.db, importId)) shown[row.action]++;
    return shown;
  }

  private push(importId: string, job: Job): void {
    const progress = job.progress?.snapshot();
    if (!progress) return;
    void findImport(this.db, importId)
      .then((found) => {
        if (!found) return;
        const done = found.state === 'checking' ? (found.checked ?? emptyImportCounts()) : found.done;
        const message: ImportProgressMessage = { ...progress, importId, state: found.state, done };
        this.gateway.push([recordRoom('import', importId), listRoom('import')], SocketEvents.importProgress, message);
      })
      .catch((error: unknown) => this.logger.warn(`Progress of import ${importId} not pushed: ${String(error)}`));
  }
}

/** What a person reads when a run fails: the cause, without a stack. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 500 ? `${message.slice(0, 497)}…` : message;
}
