import { Button } from '@blueprintjs/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { PagedCallsList } from '../modules/dashboards/components/PagedCallsList.js';
import { useExternalDashboardRooms, useStaffDashboardRooms } from '../modules/dashboards/hooks/useDashboardRooms.js';
import { useMyDay } from '../modules/dashboards/hooks/useMyDay.js';
import { parseCallsFilter } from '../modules/dashboards/utils/callsFilter.js';
import { callsFilterLabel } from '../modules/dashboards/utils/callsFilterLabel.js';
import { RealtimeProvider } from '../modules/realtime/components/RealtimeProvider.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';
import { useUser } from '../modules/users/hooks/useUser.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

export interface DashboardCallsPageProps {
  /** The dashboard this list drills into (/dashboard or /ext/dashboard). */
  dashboardPath: string;
  projectPath: (projectId: string) => string;
  /** Staff see whose calls these are and may open the linked companies and contacts. */
  staff: boolean;
}

const boardNames = { team: 'the team', 'external-callers': 'the external callers' } as const;

/** Whose calls: staff may read any user; an external caller sees only their own and needs no name. */
function CallerName({ userId }: { userId: string }) {
  const user = useUser(userId);
  return user.data ? <>{user.data.fullName}</> : null;
}

/** /dashboard/calls and /ext/dashboard/calls: the calls behind a dashboard figure (the filter is the address). */
export function DashboardCallsPage(props: DashboardCallsPageProps) {
  // A call logged anywhere while the list is open joins it: staff follow the call lists, an
  // external caller (who may not) the rooms of their projects, as on their dashboard.
  return props.staff ? (
    <>
      <StaffRooms />
      <CallsOfFigure {...props} />
    </>
  ) : (
    <RealtimeProvider>
      <ExternalRooms />
      <CallsOfFigure {...props} />
    </RealtimeProvider>
  );
}

function StaffRooms() {
  useStaffDashboardRooms();
  return null;
}

function ExternalRooms() {
  const myDay = useMyDay();
  useExternalDashboardRooms(myDay.data?.projects.map((project) => project._id) ?? []);
  return null;
}

function CallsOfFigure({ dashboardPath, projectPath, staff }: DashboardCallsPageProps) {
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
        <PageTitle title={`Calls${filter?.board !== undefined ? ` of ${boardNames[filter.board]}` : ''}`}>
          Calls
          {filter?.board !== undefined && ` of ${boardNames[filter.board]}`}
          {filter?.caller !== undefined && staff && filter.caller !== me._id && (
            <>
              {' of '}
              <CallerName userId={filter.caller} />
            </>
          )}
        </PageTitle>
        <Button icon="arrow-left" text="Back" variant="outlined" onClick={back} />
      </div>
      {filter === null ? (
        <EmptyState
          icon="search"
          title="Which calls?"
          description="This address does not say whose calls or which days. Open a figure on a dashboard."
        />
      ) : (
        <>
          <p className="db-muted" data-testid="calls-filter">
            {callsFilterLabel(filter)}
          </p>
          <PagedCallsList filter={filter} projectPath={projectPath} linkRecords={staff} />
        </>
      )}
    </>
  );
}
