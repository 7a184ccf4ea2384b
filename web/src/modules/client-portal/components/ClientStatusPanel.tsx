import type { ClientProjectSummary } from '@dealbook/contracts';
import { Card, Classes } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { ClientProjectPicker } from './ClientProjectPicker.js';
import { ClientProjectsGate } from './ClientProjectsGate.js';
import { ClientStatusView } from './ClientStatusView.js';
import { Notice } from '../../ui/components/Notice.js';

/**
 * The status page's project, from `?project=` (the home cards link there), else the client's
 * first; a picker when they have several. A project not (or no longer) theirs reads as none.
 */
export function ClientStatusPanel() {
  return (
    <ClientProjectsGate loading={<Card className={Classes.SKELETON} style={{ height: 80 }} aria-busy="true" />}>
      {(projects) => <ChosenProject projects={projects} />}
    </ClientProjectsGate>
  );
}

function ChosenProject({ projects }: { projects: ClientProjectSummary[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('project');
  const shown = projects.find((project) => project._id === asked) ?? projects[0];
  if (!shown) return null;
  return (
    <>
      {projects.length > 1 && (
        <ClientProjectPicker
          projects={projects}
          value={shown._id}
          onChange={(projectId) => setParams({ project: projectId })}
        />
      )}
      {asked !== null && asked !== shown._id && (
        <Notice intent="warning">That project is not one of yours; showing {shown.projectName}.</Notice>
      )}
      <ClientStatusView key={shown._id} projectId={shown._id} />
    </>
  );
}
