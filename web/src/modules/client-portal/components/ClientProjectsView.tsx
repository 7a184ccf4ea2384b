import '../client-portal.css';
import { Callout, Card, Classes, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { clientPortalQueries } from '../hooks/clientPortalQueries.js';
import { ClientProjectCard } from './ClientProjectCard.js';

/** The client's home: each of their projects as a card, live. */
export function ClientProjectsView() {
  const projects = useQuery(clientPortalQueries.projects());
  if (projects.isPending) {
    return (
      <div className="db-card-grid" aria-busy="true" aria-label="Loading your projects">
        {[0, 1].map((index) => (
          <Card key={index} className={`db-client-card ${Classes.SKELETON}`} style={{ height: 160 }} />
        ))}
      </div>
    );
  }
  if (projects.isError) {
    return (
      <Callout intent="danger" title="Your projects could not be loaded">
        {errorMessage(projects.error)}
      </Callout>
    );
  }
  if (projects.data.length === 0) {
    return (
      <NonIdealState
        icon="projects"
        title="No projects yet"
        description="No projects yet — your adviser will add them here."
      />
    );
  }
  return (
    <div className="db-card-grid">
      {projects.data.map((project) => (
        <ClientProjectCard key={project._id} project={project} />
      ))}
    </div>
  );
}
