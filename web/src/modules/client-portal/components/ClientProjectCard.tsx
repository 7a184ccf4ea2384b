import { Card, Classes, H2, Tag } from '@blueprintjs/core';
import type { ClientProjectSummary } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { awaitingLabel, changesLabel } from '../utils/clientStatusLabels.js';

export interface ClientProjectCardProps {
  project: ClientProjectSummary;
}

/** One of the client's projects: where it stands, what waits for them, what changed since they last looked. */
export function ClientProjectCard({ project }: ClientProjectCardProps) {
  const status = `/client/status?project=${encodeURIComponent(project._id)}`;
  return (
    <Card className="db-client-card" role="region" aria-label={project.projectName}>
      <div className="db-client-card__header">
        <H2 className="db-looks-h4">{project.projectName}</H2>
        {project.changesSinceLastVisit > 0 && (
          <Tag intent="primary" minimal round>
            {changesLabel(project.changesSinceLastVisit)}
          </Tag>
        )}
      </div>
      <p className="db-client-card__stage">
        <strong>{project.stage.title}</strong>
        <br />
        <span className="db-muted">{project.stage.description}</span>
      </p>
      <div className="db-client-card__links">
        {project.awaiting > 0 && (
          // A link styled as a button: it goes somewhere, so it is a link to assistive technology.
          <Link to="/client/approval" className={`${Classes.BUTTON} ${Classes.INTENT_WARNING}`}>
            {awaitingLabel(project.awaiting)}
          </Link>
        )}
        <Link to={status} className={`${Classes.BUTTON} ${Classes.MINIMAL}`}>
          Project status
        </Link>
      </div>
    </Card>
  );
}
