import '../modules/communications/communications.css';
import '../modules/dashboards/dashboards.css';
import { Button, Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../modules/api/ApiError.js';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { CallsList } from '../modules/dashboards/components/CallsList.js';
import { callsPageSize, useDashboardCalls } from '../modules/dashboards/hooks/useDashboardCalls.js';
import { callsQueryString, parseCallsFilter, type CallsFilter } from '../modules/dashboards/utils/callsFilter.js';
import { callsFilterLabel } from '../modules/dashboards/utils/callsFilterLabel.js';
import { useUser } from '../modules/users/hooks/useUser.js';

export interface DashboardCallsPageProps {
  /** The dashboard this list drills into (/dashboard or /ext/dashboard). */
  dashboardPath: string;
  projectPath: (projectId: string) => string;
  /** Staff see whose calls these are and may open the linked companies and contacts. */
  staff: boolean;
}

function CallerName({ userId }: { userId: string }) {
  const user = useUser(userId);
  return user.data ? <>{user.data.fullName}</> : null;
}

function Calls({
  filter,
  projectPath,
  staff,
}: { filter: CallsFilter } & Omit<DashboardCallsPageProps, 'dashboardPath'>) {
  const [, setParams] = useSearchParams();
  const calls = useDashboardCalls(filter);
  const page = filter.page ?? 1;
  const goTo = (next: number) => setParams(callsQueryString({ ...filter, page: next }));

  if (calls.isPending) return <Spinner size={32} aria-label="Loading calls" />;
  if (calls.isError) {
    return (
      <Callout intent="danger" title="These calls could not be loaded">
        {isApiError(calls.error, 403) ? 'You may only see your own calls.' : errorMessage(calls.error)}
      </Callout>
    );
  }
  const { rows, total } = calls.data;
  const first = (page - 1) * callsPageSize;
  return (
    <>
      <CallsList calls={rows} projectPath={projectPath} linkRecords={staff} />
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

/** /dashboard/calls and /ext/dashboard/calls: the calls behind a dashboard figure (the filter is the address). */
export function DashboardCallsPage({ dashboardPath, projectPath, staff }: DashboardCallsPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useCurrentUser();
  // Back to the board the figure was opened from; a list opened from a link goes to the dashboard.
  const back = () => void (location.key === 'default' ? navigate(dashboardPath) : navigate(-1));
  const filter = parseCallsFilter(params);

  return (
    <>
      <div className="db-page-header">
        <H2>
          Calls
          {filter && staff && filter.caller !== me._id && (
            <>
              {' of '}
              <CallerName userId={filter.caller} />
            </>
          )}
        </H2>
        <Button icon="arrow-left" text="Back" variant="outlined" onClick={back} />
      </div>
      {filter === null ? (
        <NonIdealState
          icon="search"
          title="Which calls?"
          description="This address does not say whose calls or which days. Open a figure on a dashboard."
        />
      ) : (
        <>
          <p className="db-muted" data-testid="calls-filter">
            {callsFilterLabel(filter)}
          </p>
          <Calls filter={filter} projectPath={projectPath} staff={staff} />
        </>
      )}
    </>
  );
}
