import '../../communications/communications.css';
import '../../purchases/purchases.css';
import '../console.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { projectTitle } from '../../ui/labels/projectLabels.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { useConsoleProject } from '../hooks/useConsoleProjects.js';
import { CallerStatsPanel } from './CallerStatsPanel.js';
import { ConsoleCallHistory } from './ConsoleCallHistory.js';
import { ConsoleProjectSelect } from './ConsoleProjectSelect.js';
import { ConsoleWorkspace, type TableFocusRequest } from './ConsoleWorkspace.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

/**
 * The callers' console (/projects/console for staff, /ext/console for external callers): pick a
 * project (kept in the URL as ?project=<id>, optionally &purchase=<id> to start on one), work its purchasers from the keyboard, and watch
 * your own day's calls and your latest ones. Everything is live: what another caller logs shows here within a second.
 */
export function CallerConsole() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project');
  const project = useConsoleProject(projectId);
  // Each pick asks the picked project's purchaser table for the focus, so the console's keys act on
  // it at once. The request names the project: the router moves to it in a transition, which can
  // land after the list has closed, and the project being left must neither take the focus nor
  // the keys meanwhile (↓ 1 Enter would log a call on its purchaser).
  const [tableFocusRequest, setTableFocusRequest] = useState<TableFocusRequest | null>(null);

  return (
    <div className="db-console-frame">
      <div className="db-console">
        <div className="db-console__main">
          <div className="db-console__toolbar">
            <ConsoleProjectSelect
              currentName={project.data ? projectTitle(project.data) : null}
              onPick={(picked) => {
                setParams({ project: picked._id });
                setTableFocusRequest((request) => ({ projectId: picked._id, serial: request?.serial ?? 0 }));
              }}
              onPicked={(picked) =>
                setTableFocusRequest((request) => ({ projectId: picked._id, serial: (request?.serial ?? 0) + 1 }))
              }
            />
            {project.data && (
              <span className="bp6-text-muted">
                {project.data.reference} · client {project.data.client.companyName}
              </span>
            )}
          </div>
          {projectId === null ? (
            <EmptyState
              icon="projects"
              title="Pick a project"
              description="Choose the project whose potential purchasers you are calling."
            />
          ) : project.isError ? (
            <Notice intent="danger" title="This project cannot be opened in the console">
              {isApiError(project.error, 403) || isApiError(project.error, 404)
                ? 'It does not exist or is not assigned to you. Pick another project.'
                : errorMessage(project.error)}
            </Notice>
          ) : (
            <ConsoleWorkspace
              key={projectId}
              projectId={projectId}
              initialPurchaseId={params.get('purchase')}
              tableFocusRequest={tableFocusRequest}
            />
          )}
          <ConsoleCallHistory />
        </div>
        <CallerStatsPanel userId={me._id} />
      </div>
    </div>
  );
}
