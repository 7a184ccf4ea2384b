import '../../communications/communications.css';
import '../dashboards.css';
import { Button, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { CallsTable } from '../../communications/components/CallsTable.js';
import { callsPageSize, useDashboardCalls } from '../hooks/useDashboardCalls.js';
import { callsQueryString, type CallsFilter } from '../utils/callsFilter.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

export interface PagedCallsListProps {
  filter: CallsFilter;
  projectPath: (projectId: string) => string;
  linkRecords: boolean;
}

/** One page of the calls behind a figure, paged through the address (?page=). */
export function PagedCallsList({ filter, projectPath, linkRecords }: PagedCallsListProps) {
  const [, setParams] = useSearchParams();
  const calls = useDashboardCalls(filter);
  const page = filter.page ?? 1;
  const goTo = (next: number) => setParams(callsQueryString({ ...filter, page: next }));

  if (calls.isPending) return <Spinner size={32} aria-label="Loading calls" />;
  if (calls.isError) {
    return (
      <Notice intent="danger" title="These calls could not be loaded">
        {isApiError(calls.error, 403) || isApiError(calls.error, 404)
          ? 'They are not yours to see, or the caller does not exist.'
          : errorMessage(calls.error)}
      </Notice>
    );
  }
  const { rows, total } = calls.data;
  const first = (page - 1) * callsPageSize;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState icon="phone" title="No calls" description="Nothing was logged that this figure counts." />
      ) : (
        <CallsTable calls={rows} projectPath={projectPath} linkRecords={linkRecords} />
      )}
      {total > 0 && (
        <nav className="db-pager" aria-label="Pages">
          <span className="db-pager__range" aria-live="polite" data-testid="calls-total">
            {`Showing ${first + 1}–${first + rows.length} of ${total}`}
          </span>
          <Button
            icon="chevron-left"
            text="Previous"
            variant="outlined"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          />
          <Button
            endIcon="chevron-right"
            text="Next"
            variant="outlined"
            disabled={first + rows.length >= total}
            onClick={() => goTo(page + 1)}
          />
        </nav>
      )}
    </>
  );
}
