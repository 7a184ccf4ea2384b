import { ProjectsView } from '../modules/projects/components/ProjectsView.js';

export function VelocityOpportunitiesPage() {
  return <ProjectsView kind="velocityOpportunities" />;
}
