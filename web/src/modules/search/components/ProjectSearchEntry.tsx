import type { ProjectSearchHit } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { enumLabel } from '../../ui/utils/enumLabel.js';

export interface ProjectSearchEntryProps {
  project: ProjectSearchHit;
}

/** Project name, client company and status (spec §2.5), linking to the project. */
export function ProjectSearchEntry({ project }: ProjectSearchEntryProps) {
  return (
    <Link className="db-search-entry" to={`/projects/${project._id}`}>
      <span className="db-search-entry__text">
        <strong>{project.projectName}</strong>
        <small className="bp6-text-muted">
          {enumLabel(project.clientCompanyName)} - {enumLabel(project.status)}
        </small>
      </span>
    </Link>
  );
}
