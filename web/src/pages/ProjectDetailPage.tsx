import { recordPanelTabs } from '../app/recordPanelTabs.js';
import { listRoom, recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { ProjectDetail } from '../modules/projects/components/ProjectDetail.js';
import { ProjectLoadState } from '../modules/projects/components/ProjectLoadState.js';
import { useProject } from '../modules/projects/hooks/useProject.js';
import { listOf } from '../modules/projects/utils/projectLists.js';
import { projectViewedItem } from '../modules/projects/utils/projectViewedItem.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { useRecordViewed } from '../modules/users/hooks/useRecordViewed.js';

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  // Documents are pushed to the attachment rooms only, not the project's: the page follows them
  // whatever tab is open, so a client's decision on one of its documents is heard (toast,
  // overdue callout) as a purchaser's is.
  useRooms([recordRoom('project', id), listRoom('attachment')]);
  const project = useProject(id);
  // A refetch answering 404 means someone deleted it while it was open: stop showing it.
  const shown = isApiError(project.error, 404) ? undefined : project.data;
  useRecordViewed(shown ? projectViewedItem(shown) : undefined);
  const list = shown ? listOf(shown) : undefined;
  return (
    <>
      {list && <BackLink to={list.path} label={list.title} />}
      {shown ? (
        <ProjectDetail project={shown} panels={recordPanelTabs({ parent: { type: 'project', id: shown._id } })} />
      ) : (
        <ProjectLoadState query={project} />
      )}
    </>
  );
}
