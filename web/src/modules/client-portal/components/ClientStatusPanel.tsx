import { Callout, Card, Classes, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { clientPortalQueries } from '../hooks/clientPortalQueries.js';
import { ClientProjectPicker } from './ClientProjectPicker.js';
import { ClientStatusView } from './ClientStatusView.js';

/**
 * The status page's project, from `?project=` (the home cards link there), else the client's
 * first; a picker when they have several. A project not (or no longer) theirs reads as none.
 */
export function ClientStatusPanel() {
  const [params, setParams] = useSearchParams();
  const projects = useQuery(clientPortalQueries.projects());
  if (projects.isPending) return <Card className={Classes.SKELETON} style={{ height: 80 }} aria-busy="true" />;
  if (projects.isError) {
    return (
      <Callout intent="danger" title="Your projects could not be loaded">
        {errorMessage(projects.error)}
      </Callout>
    );
  }
  if (projects.data.length === 0) {
    return (
      <NonIdealState
        icon="projects"
        title="No projects yet"
        description="No projects yet — your adviser will add them here."
      />
    );
  }
  const asked = params.get('project');
  const shown = projects.data.find((project) => project._id === asked) ?? projects.data[0];
  if (!shown) return null;
  return (
    <>
      {projects.data.length > 1 && (
        <ClientProjectPicker
          projects={projects.data}
          value={shown._id}
          onChange={(projectId) => setParams({ project: projectId })}
        />
      )}
      {asked !== null && asked !== shown._id && (
        <Callout intent="warning">That project is not one of yours; showing {shown.projectName}.</Callout>
      )}
      <ClientStatusView key={shown._id} projectId={shown._id} />
    </>
  );
}
