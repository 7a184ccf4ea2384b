import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { MyDayView } from '../modules/dashboards/components/MyDayView.js';
import { useStaffDashboardRooms } from '../modules/dashboards/hooks/useDashboardRooms.js';
import { useLastVisit } from '../modules/dashboards/hooks/useLastVisit.js';
import { useMyDay } from '../modules/dashboards/hooks/useMyDay.js';
import { staffProjectPath } from '../modules/dashboards/utils/projectPaths.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /dashboard (spec §2.1, the landing route): the signed-in caller's own day, live. */
export function DashboardPage() {
  const user = useCurrentUser();
  const myDay = useMyDay(useLastVisit(user._id));
  useStaffDashboardRooms();
  return (
    <>
      <PageTitle title={`Welcome, ${user.firstName || user.fullName}`} />
      <MyDayView
        myDay={myDay}
        dashboardPath="/dashboard"
        consolePath="/projects/console"
        tasksPath="/team/tasks"
        projectPath={staffProjectPath}
        showChanges
      />
    </>
  );
}
