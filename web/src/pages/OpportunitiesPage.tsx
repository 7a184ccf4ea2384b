import { ProjectsView } from '../modules/projects/components/ProjectsView.js';

export function OpportunitiesPage() {
  return <ProjectsView kind="opportunities" />;
}
