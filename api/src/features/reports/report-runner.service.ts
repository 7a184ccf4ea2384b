import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  ReportRowLimit,
  reportParamSchemas,
  type EventStore,
  type ReportCell,
  type ReportName,
  type ReportParams,
  type ReportTable,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { validationError } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE, EVENT_STORE, REPLAY_DATABASE } from '../../kernel/database-tokens.js';
import { formatFirmDateTime } from '../../platform/exports/firm-time.js';
import type { CellValue } from '../../platform/exports/table-columns.js';
import { reportCatalogue } from './report-catalogue.js';
import type { ReportContext, ReportOutput } from './report-definition.js';
import { readModelsAsOf } from './read-models-as-of.js';

/** A report's answer with what it was asked: the form the page, the downloads and the e-mails take. */
export interface ReportResult extends ReportOutput {
  report: ReportName;
  /** The instant the records were read as of; null for the live records. */
  asOf: Date | null;
}

/**
 * Runs the firm's reports: validates what each is asked (a 400 naming the field otherwise),
 * and reads the live read models or, given `asOf`, the read models as they stood then.
 */
@Injectable()
export class ReportRunner {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(REPLAY_DATABASE) private readonly replayDb: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  parse<N extends ReportName>(name: N, query: unknown): ReportParams<N> {
    const parsed = reportParamSchemas[name].safeParse(query);
    if (!parsed.success) throw validationError(parsed.error, 'query');
    return parsed.data as ReportParams<N>;
  }

  /** Whether the report reads the records as of a past instant: a replay of the log (HeavyWorkLimits.asOfReport). */
  readsPast(params: ReportParams<ReportName>): boolean {
    return 'asOf' in params && !!params.asOf;
  }

  /** `signal` stops a replay of the log part way (the person went away). */
  async run<N extends ReportName>(
    name: N,
    params: ReportParams<N>,
    now = new Date(),
    signal?: AbortSignal,
  ): Promise<ReportResult> {
    const report = reportCatalogue[name];
    const asOf = 'asOf' in params && params.asOf ? new Date(params.asOf) : null;
    const context = (db: Kysely<ReadModelDatabase>): ReportContext => ({
      db,
      zone: this.config.firmTimeZone,
      now: asOf ?? now,
    });
    if (!asOf) return { report: name, asOf, ...(await report.run(context(this.db), params)) };
    if (asOf > now) {
      throw new DomainError('validation', 'asOf must not be in the future', { asOf: 'must not be in the future' });
    }
    const output = await readModelsAsOf(
      { replay: this.replayDb, app: this.db },
      this.store,
      asOf,
      (db) => report.run(context(db), params),
      signal,
    );
    const asOfLine = `As it stood on ${formatFirmDateTime(this.config.firmTimeZone, asOf)} (${this.config.firmTimeZone})`;
    return { report: name, asOf, ...output, subtitle: [...output.subtitle, asOfLine] };
  }

  /** The report as the page shows it: its first ReportRowLimit rows, the totals of all. */
  table(result: ReportResult, title: string): ReportTable {
    const totalled = result.columns.some((column) => column.total);
    return {
      report: result.report,
      title,
      subtitle: result.subtitle,
      asOf: result.asOf?.toISOString() ?? null,
      columns: result.columns.map((column) => ({ header: column.header, kind: column.kind, total: !!column.total })),
      rows: result.rows.slice(0, ReportRowLimit).map((row) => row.map(toJsonCell)),
      totals: totalled
        ? result.columns.map((column, i) =>
            column.total ? result.rows.reduce((sum, row) => sum + (typeof row[i] === 'number' ? row[i] : 0), 0) : null,
          )
        : null,
      rowCount: result.rows.length,
    };
  }
}

function toJsonCell(cell: CellValue): ReportCell {
  return cell instanceof Date ? cell.toISOString() : cell;
}
