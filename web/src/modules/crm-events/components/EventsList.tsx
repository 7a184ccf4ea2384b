import { Callout, NonIdealState } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { errorMessage } from '../../api/ApiError.js';
import { queryKeys } from '../../api/queryKeys.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { usePageAfter } from '../../records/hooks/usePageAfter.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { useCrmEventSearch } from '../hooks/useCrmEventQueries.js';
import { eventFiltersState, eventPageState, eventSortState } from '../states/eventListState.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { eventSearchQuery } from '../utils/eventSearchQuery.js';
import { EventsFilterBar } from './EventsFilterBar.js';
import { EventsTable } from './EventsTable.js';

/** Filter bar, grid and pager of /events; rows follow other people's changes live. */
export function EventsList() {
  const [filters, setFilters] = useAtom(eventFiltersState);
  const [sort, setSort] = useAtom(eventSortState);
  const [page, setPage] = useAtom(eventPageState);
  const typed = useDebouncedValue(filters, 300);
  const after = usePageAfter(page.index, (index, after) =>
    queryKeys.list('event', 'search', eventSearchQuery(typed, sort, { ...page, index, after })),
  );
  const search = useCrmEventSearch(eventSearchQuery(typed, sort, { ...page, after }));
  const rows = search.data?.rows ?? [];

  return (
    <div className="db-events-list">
      <EventsFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage({ ...page, index: 0 });
        }}
      />
      {search.isError && (
        <Callout intent="danger" title="The events could not be loaded">
          {errorMessage(search.error)}
        </Callout>
      )}
      {search.isSuccess && rows.length === 0 ? (
        <NonIdealState icon="calendar" title="No events match" description="Change the filters or create an event." />
      ) : (
        <EventsTable
          rows={rows}
          loading={search.isPending}
          sort={sort}
          onSort={(field) => setSort({ field, descending: sort.field === field ? !sort.descending : false })}
        />
      )}
      <ListPager
        index={page.index}
        size={page.size}
        total={search.data?.total ?? 0}
        totalKind={search.data?.totalKind}
        onPage={(index) => setPage({ ...page, index })}
        onSize={(size) => setPage({ index: 0, size })}
      />
      <ExportXlsxButton
        path={exportPath('/api/events/export', eventSearchQuery(typed, sort, { ...page, index: 0 }))}
        fallbackName="events_export.xlsx"
        disabled={search.isSuccess && rows.length === 0}
      />
    </div>
  );
}
