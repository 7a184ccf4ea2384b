import { Menu, MenuItem } from '@blueprintjs/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import '../modules/reports/reports.css';
import { ReportView } from '../modules/reports/components/ReportView.js';
import { useStaffDashboardRooms } from '../modules/dashboards/hooks/useDashboardRooms.js';
import { reportPageOf, reportPages } from '../modules/reports/utils/reportPages.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /reports/{report} (staff, spec §2.1): the firm's reports, live, with their downloads. */
export function ReportsPage() {
  const { report } = useParams();
  const navigate = useNavigate();
  useStaffDashboardRooms();
  const page = reportPageOf(report);
  if (!page) return <Navigate to={`/reports/${reportPages[0]!.name}`} replace />;
  return (
    <div className="db-reports">
      <PageTitle title="Reports" />
      <div className="db-reports__layout">
        <Menu className="db-reports__menu" aria-label="Reports">
          {reportPages.map((item) => (
            <MenuItem
              key={item.name}
              text={item.title}
              active={item.name === page.name}
              onClick={() => navigate(`/reports/${item.name}`)}
              aria-current={item.name === page.name ? 'page' : undefined}
            />
          ))}
        </Menu>
        <ReportView key={page.name} page={page} />
      </div>
    </div>
  );
}
