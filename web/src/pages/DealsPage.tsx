import { ProjectsView } from '../modules/projects/components/ProjectsView.js';

export function DealsPage() {
  return <ProjectsView kind="deals" />;
}
