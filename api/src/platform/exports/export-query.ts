import { exportIdSchema } from '@dealbook/contracts';
import { pageKeys, parseListQuery } from '../../kernel/http/list-query.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export interface ExportQuery<Filter> {
  filter: Filter;
  sort: string | undefined;
  /** The tab's name for this export, when it wants progress pushed to it. */
  exportId: string | undefined;
  /** The filter fields the query sets (not `sort`, paging or `exportId`). */
  filterFields: string[];
}

/**
 * The query of a grid's export: exactly its list's query (the §5 filters and `sort`, read by the
 * list's own parser, so a bad field is the same 400) plus `exportId`. The list's paging keys are
 * accepted and ignored: an export holds every row, not the page on screen.
 */
export function parseExportQuery<Filter>(
  query: Record<string, unknown>,
  parseFilter: (filter: Record<string, unknown>) => Filter,
): ExportQuery<Filter> {
  const { exportId: rawId, ...rest } = Object.fromEntries(Object.entries(query));
  const kept = Object.fromEntries(Object.entries(rest).filter(([key]) => key === 'sort' || !pageKeys.has(key)));
  const { filter, page } = parseListQuery(kept, parseFilter);
  const filterFields = Object.keys(kept).filter((key) => key !== 'sort');
  return { filter, sort: page.sort, exportId: parseExportId(rawId), filterFields };
}

function parseExportId(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const parsed = exportIdSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'exportId is malformed';
    throw new DomainError('validation', message, { exportId: message });
  }
  return parsed.data;
}
