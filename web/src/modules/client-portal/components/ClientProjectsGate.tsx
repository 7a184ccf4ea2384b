import type { ClientProjectSummary } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { clientPortalQueries } from '../hooks/clientPortalQueries.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

/**
 * The client's projects once they are there: `loading` while they load, the failure in words, the
 * empty state when the adviser has added none yet, and otherwise `children` with the projects.
 * The home page and the status page both start from them.
 */
export function ClientProjectsGate({
  loading,
  children,
}: {
  loading: ReactNode;
  children: (projects: ClientProjectSummary[]) => ReactNode;
}) {
  const projects = useQuery(clientPortalQueries.projects());
  if (projects.isPending) return loading;
  if (projects.isError) {
    return (
      <Notice intent="danger" title="Your projects could not be loaded">
        {errorMessage(projects.error)}
      </Notice>
    );
  }
  if (projects.data.length === 0) {
    return (
      <EmptyState
        icon="projects"
        title="No projects yet"
        description="No projects yet — your adviser will add them here."
      />
    );
  }
  return children(projects.data);
}
