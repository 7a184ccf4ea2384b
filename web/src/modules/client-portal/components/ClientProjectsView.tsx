import '../client-portal.css';
import { Card, Classes } from '@blueprintjs/core';
import { ClientProjectCard } from './ClientProjectCard.js';
import { ClientProjectsGate } from './ClientProjectsGate.js';

const loading = (
  <div className="db-card-grid" aria-busy="true" aria-label="Loading your projects">
    {[0, 1].map((index) => (
      <Card key={index} className={`db-client-card ${Classes.SKELETON}`} style={{ height: 160 }} />
    ))}
  </div>
);

/** The client's home: each of their projects as a card, live. */
export function ClientProjectsView() {
  return (
    <ClientProjectsGate loading={loading}>
      {(projects) => (
        <div className="db-card-grid">
          {projects.map((project) => (
            <ClientProjectCard key={project._id} project={project} />
          ))}
        </div>
      )}
    </ClientProjectsGate>
  );
}
