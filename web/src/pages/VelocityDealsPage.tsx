import { ProjectsView } from '../modules/projects/components/ProjectsView.js';

export function VelocityDealsPage() {
  return <ProjectsView kind="velocityDeals" />;
}
