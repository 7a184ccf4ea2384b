import { listRoom } from '@dealbook/contracts';
import { CallerBoardView } from '../modules/dashboards/components/CallerBoardView.js';
import { useStaffDashboardRooms } from '../modules/dashboards/hooks/useDashboardRooms.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** New external callers and project assignments are user and project changes. */
const userRooms = [listRoom('user')];

/** /dashboard/externalusers (spec §2.2 "External Callers", super admins): every external caller's figures. */
export function ExternalCallersDashboardPage() {
  useStaffDashboardRooms(userRooms);
  return (
    <div className="db-dash">
      <PageTitle title="External callers" />
      <CallerBoardView kind="external-callers" />
    </div>
  );
}
