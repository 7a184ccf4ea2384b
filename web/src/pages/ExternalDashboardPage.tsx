import { AnchorButton } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { MyDayView } from '../modules/dashboards/components/MyDayView.js';
import { useExternalDashboardRooms } from '../modules/dashboards/hooks/useDashboardRooms.js';
import { useMyDay } from '../modules/dashboards/hooks/useMyDay.js';
import { externalProjectPath } from '../modules/dashboards/utils/projectPaths.js';
import { RealtimeProvider } from '../modules/realtime/components/RealtimeProvider.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

const consolePath = '/ext/console';

function ExternalDay() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const myDay = useMyDay();
  useExternalDashboardRooms(myDay.data?.projects.map((project) => project._id) ?? []);
  return (
    <>
      <div className="db-page-header">
        <PageTitle title={`Welcome, ${user.firstName || user.fullName}`} />
        <AnchorButton
          intent="primary"
          icon="phone"
          text="Open the console"
          href={consolePath}
          onClick={(event) => {
            event.preventDefault();
            void navigate(consolePath);
          }}
        />
      </div>
      <MyDayView
        myDay={myDay}
        dashboardPath="/ext/dashboard"
        consolePath={consolePath}
        projectPath={externalProjectPath}
      />
    </>
  );
}

/**
 * /ext/dashboard: an external caller's own day, as staff see theirs, on their assigned projects
 * only (the server scopes it). The external area has no socket of its own, so this screen opens one.
 */
export function ExternalDashboardPage() {
  return (
    <RealtimeProvider>
      <ExternalDay />
    </RealtimeProvider>
  );
}
