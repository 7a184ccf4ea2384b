import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { PageQuery, SessionUser } from '@dealbook/contracts';
import type { ListPage } from '@dealbook/projections';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { exportFileName } from './export-file-name.js';
import { ExportProgress, type ProgressReporter } from './export-progress.service.js';
import { pagingOnly } from '../../kernel/http/list-query.js';
import { parseExportQuery } from './export-query.js';
import { allRowsOf } from './list-rows.js';
import { sendSpreadsheet } from './spreadsheet-download.js';
import type { TableColumn } from './table-columns.js';

/** What a grid's "Export .xlsx" needs: its list's query parser and read, and its columns. */
export interface GridExport<Filter, T> {
  /** The file's stem (`{name}_export_{timestamp}.xlsx`). */
  name: string;
  /** The worksheet's tab, in words. */
  sheetName: string;
  /** Query fields that say which list this is (deals or opportunities), not narrow it. */
  listFields?: readonly string[];
  columns: readonly TableColumn<T>[];
  parseFilter: (query: Record<string, unknown>) => Filter;
  /** One page of the grid's list, with the list route's own scope for this caller. */
  read: (filter: Filter, page: PageQuery) => Promise<ListPage<T>>;
}

/**
 * Every grid's export route is this one call: the list's query (filters and sort, paging
 * ignored), every matching row in that order streamed into the spreadsheet, progress pushed to
 * the caller's sockets when the request names an `exportId`.
 */
@Injectable()
export class GridExports {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ExportProgress) private readonly progress: ExportProgress,
  ) {}

  async send<Filter, T>(
    res: Response,
    user: SessionUser,
    query: Record<string, unknown>,
    grid: GridExport<Filter, T>,
  ): Promise<void> {
    const { filter, sort, exportId, filterFields } = parseExportQuery(query, grid.parseFilter);
    const all = await allRowsOf((page) => grid.read(filter, page), sort);
    // The printed title says when the file holds only the rows of a filter, not the whole list.
    const filtered = filterFields.some((field) => !grid.listFields?.includes(field));
    const title = filtered ? `${grid.sheetName} (filtered)` : grid.sheetName;
    await this.stream(res, { ...grid, title }, all.rows, this.progress.reporter(user._id, exportId, all));
  }

  /**
   * The export of a grid that shows one record's whole list (an event's attendees): the rows are
   * already read, and the query may hold only `exportId`.
   */
  async sendRows<T>(
    res: Response,
    user: SessionUser,
    query: Record<string, unknown>,
    grid: Omit<GridExport<never, T>, 'parseFilter' | 'read'> & { rows: readonly T[] },
  ): Promise<void> {
    const { exportId } = parseExportQuery(query, pagingOnly);
    const total = { total: grid.rows.length, totalKind: 'exact' as const };
    await this.stream(
      res,
      { ...grid, title: grid.sheetName },
      grid.rows,
      this.progress.reporter(user._id, exportId, total),
    );
  }

  private stream<T>(
    res: Response,
    grid: Pick<GridExport<never, T>, 'name' | 'sheetName' | 'columns'> & { title: string },
    rows: AsyncIterable<T> | Iterable<T>,
    progress: ProgressReporter,
  ): Promise<number> {
    return sendSpreadsheet(res, {
      fileName: exportFileName(grid.name, this.config.firmTimeZone),
      sheetName: grid.sheetName,
      title: grid.title,
      columns: grid.columns,
      rows,
      timeZone: this.config.firmTimeZone,
      progress,
    });
  }
}
