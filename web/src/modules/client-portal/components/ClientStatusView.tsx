import '../client-portal.css';
import { Card, Classes, H2 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { DashboardCard } from '../../dashboards/components/DashboardCard.js';
import { clientPortalQueries } from '../hooks/clientPortalQueries.js';
import { useMarkVisit } from '../hooks/useMarkVisit.js';
import { ClientBuyersReading } from './ClientBuyersReading.js';
import { ClientDocumentsList } from './ClientDocumentsList.js';
import { ClientMilestones } from './ClientMilestones.js';
import { ClientPaymentsTable } from './ClientPaymentsTable.js';
import { ClientTimeline } from './ClientTimeline.js';
import { Notice } from '../../ui/components/Notice.js';

export interface ClientStatusViewProps {
  projectId: string;
}

/** One project as the client follows it: stage, status changes, purchaser milestones, payments, documents. */
export function ClientStatusView({ projectId }: ClientStatusViewProps) {
  const status = useQuery(clientPortalQueries.status(projectId));
  useMarkVisit(projectId, status.isSuccess);
  if (status.isPending) {
    return (
      <Card className={Classes.SKELETON} style={{ height: 240 }} aria-busy="true" aria-label="Loading the status" />
    );
  }
  if (status.isError) {
    return (
      <Notice intent="danger" title="The project's status could not be loaded">
        {errorMessage(status.error)}
      </Notice>
    );
  }
  const { project, timeline, milestones, payments, documents, buyers } = status.data;
  return (
    <div className="db-client-page">
      <Notice intent="primary" icon="flag" title={project.stage.title} aria-label="Stage">
        {project.stage.description}
      </Notice>
      <H2 className="db-visually-hidden">{project.projectName}</H2>
      <div className="db-client-status">
        <DashboardCard title="Status changes">
          <ClientTimeline entries={timeline} />
        </DashboardCard>
        <DashboardCard title="Purchasers">
          <ClientMilestones milestones={milestones} />
        </DashboardCard>
        <DashboardCard title="Documents sent to buyers">
          <ClientBuyersReading buyers={buyers} />
        </DashboardCard>
        <DashboardCard title="Payments">
          <ClientPaymentsTable payments={payments} />
        </DashboardCard>
        <DashboardCard title="Documents">
          <ClientDocumentsList documents={documents} />
        </DashboardCard>
      </div>
    </div>
  );
}
