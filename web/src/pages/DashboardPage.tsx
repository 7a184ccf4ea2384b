import { H2 } from '@blueprintjs/core';
import { CompaniesSummaryCard } from '../modules/companies/components/CompaniesSummaryCard.js';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';

export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <>
      <H2>Welcome, {user.firstName || user.fullName}</H2>
      <p className="db-muted">Your dashboard grows with each release. For now, start with companies.</p>
      <div className="db-card-grid">
        <CompaniesSummaryCard />
      </div>
    </>
  );
}
