import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { ProjectEditor } from '../modules/projects/components/ProjectEditor.js';
import { ProjectLoadState } from '../modules/projects/components/ProjectLoadState.js';
import { useProject } from '../modules/projects/hooks/useProject.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function ProjectEditPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('project', id)]);
  const project = useProject(id);
  if (!project.data) return <ProjectLoadState query={project} />;
  return (
    <>
      <BackLink to={`/projects/${id}`} label={project.data.projectName} />
      <PageTitle title={`Edit ${project.data.projectName}`} section="Projects" />
      <ProjectEditor
        latest={project.data}
        deleted={isApiError(project.error, 404)}
        reload={async () => (await project.refetch()).data}
      />
    </>
  );
}
