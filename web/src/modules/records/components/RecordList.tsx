import type { QueryKey } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { pastTheEnd } from '../../ui/utils/paging.js';
import { useColumnChoice } from '../hooks/useColumnChoice.js';
import { useListPage, type ListQuery, type ListQueryOptions } from '../hooks/useListPage.js';
import { useSortInAddress } from '../hooks/useSortInAddress.js';
import { isFiltered, type ListState } from '../states/createListState.js';
import { ColumnChooser } from './ColumnChooser.js';
import { ListEmptyState, type ListEmptyStateProps } from './ListEmptyState.js';
import { RecordGrid, type RecordGridColumn } from './RecordGrid.js';
import { Notice } from '../../ui/components/Notice.js';

/** What an empty list says of itself; RecordList adds the way out of its filters. */
export type ListEmptyProps = Pick<ListEmptyStateProps, 'icon' | 'noun' | 'create'>;

export interface RecordListProps<Filters, F extends string, Row extends { _id: string }, K extends QueryKey> {
  /** The list's name ("Companies"): the grid's accessible name and the error's subject. */
  label: string;
  state: ListState<Filters, F>;
  /** The list's query string from its filters, sort and page. */
  listQuery: ListQuery<Filters, F>;
  /** The list's `queryOptions` for a query string (its `*Queries.search`). */
  queryOptions: ListQueryOptions<Row, K>;
  /** The filter bar, editing `state.draft` (and settling it with useSettledFilters). */
  filterBar?: ReactNode;
  columns: readonly RecordGridColumn<Row, F>[];
  /** What the empty list says (ListEmptyState): a way out of the filters, or to the first record. */
  empty: ListEmptyProps;
  /** The list's export route: the spreadsheet holds every row of the filter, in the list's sort. */
  exportFile?: { route: string; fallbackName: string };
}

/**
 * One record list: filter bar, grid (cards on a phone), pager with the total ("about 1,000,000"
 * when the server estimates it), column choice (remembered per person), export; the sort lives
 * in the address and the rest in the session's list state. Sorting, filtering and paging happen on the server (DESIGN §1).
 */
export function RecordList<Filters, F extends string, Row extends { _id: string }, K extends QueryKey>({
  label,
  state,
  listQuery,
  queryOptions,
  filterBar,
  columns,
  empty,
  exportFile,
}: RecordListProps<Filters, F, Row, K>) {
  const { sort, sortBy } = useSortInAddress(state);
  const filters = useAtomValue(state.filters);
  const setDraft = useSetAtom(state.draft);
  const [page, setPage] = useAtom(state.page);
  const setPageSize = useSetAtom(state.setPageSize);
  const search = useListPage(state, sort, listQuery, queryOptions);
  const total = search.data?.total ?? 0;
  const totalKind = search.data?.totalKind ?? 'exact';
  const noRows = search.isSuccess && search.data.rows.length === 0;
  const columnChoice = useColumnChoice(label);
  const shownColumns = columns.filter((column, index) => index === 0 || !columnChoice.hidden.includes(column.id));

  // Rows deleted elsewhere can leave the current page past the end: step back to the last one.
  useEffect(() => {
    if (search.data && pastTheEnd(page.index, page.size, total, totalKind)) {
      setPage({ ...page, index: Math.ceil(total / page.size) - 1 });
    }
  }, [search.data, total, totalKind, page, setPage]);

  return (
    <div className="db-record-list">
      {filterBar}
      {search.isError && (
        <Notice intent="danger" title={`The ${label.toLowerCase()} could not be loaded`}>
          {errorMessage(search.error)}
        </Notice>
      )}
      {noRows ? (
        <ListEmptyState
          {...empty}
          filtered={isFiltered(state, filters)}
          onClearFilters={() => setDraft(state.config.emptyFilters)}
        />
      ) : (
        <RecordGrid
          label={label}
          columns={shownColumns}
          rows={search.data?.rows ?? []}
          loading={search.isPending}
          skeletonRows={Math.min(page.size, 12)}
          sort={sort}
          onSort={sortBy}
        />
      )}
      <div className="db-record-list__footer">
        <ListPager
          index={page.index}
          size={page.size}
          total={total}
          totalKind={totalKind}
          onPage={(index) => setPage({ ...page, index })}
          onSize={setPageSize}
        />
        <ColumnChooser columns={columns} hidden={columnChoice.hidden} onToggle={columnChoice.toggle} />
        {exportFile && (
          <ExportXlsxButton
            path={exportPath(exportFile.route, listQuery(filters, sort, { index: 0, size: page.size }))}
            fallbackName={exportFile.fallbackName}
            disabled={noRows}
          />
        )}
      </div>
    </div>
  );
}
