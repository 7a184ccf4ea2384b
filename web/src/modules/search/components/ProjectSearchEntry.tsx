import type { ProjectSearchHit } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { projectQueries } from '../../projects/hooks/projectQueries.js';
import { usePrefetchOnIntent } from '../../records/hooks/usePrefetchOnIntent.js';
import { startCase } from '../utils/searchTerm.js';

export interface ProjectSearchEntryProps {
  project: ProjectSearchHit;
  /** Opportunities show the client in start case and the opportunity status; deals the deal status. */
  kind: 'opportunity' | 'deal';
}

/** Project name, client company and status (spec §2.5), linking to the project. */
export function ProjectSearchEntry({ project, kind }: ProjectSearchEntryProps) {
  const prefetch = usePrefetchOnIntent(projectQueries.record(project._id));
  const client = kind === 'opportunity' ? startCase(project.clientCompanyName) : project.clientCompanyName;
  return (
    <Link className="db-search-entry" to={`/projects/${project._id}`} {...prefetch}>
      <span className="db-search-entry__text">
        <strong>{project.projectName}</strong>
        <small className="bp6-text-muted">
          {client} - {project.status}
        </small>
      </span>
    </Link>
  );
}
