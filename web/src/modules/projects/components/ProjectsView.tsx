import '../projects.css';
import { Button, SegmentedControl } from '@blueprintjs/core';
import { listRoom } from '@dealbook/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { useStageFromAddress } from '../hooks/useStageFromAddress.js';
import { projectListStates } from '../states/projectListState.js';
import type { BoardGrouping } from '../utils/boardColumns.js';
import { statusFieldLabels } from '../../ui/labels/projectLabels.js';
import { newProjectPath, projectLists, type ProjectListKind } from '../utils/projectLists.js';
import { isFiltered } from '../../records/states/createListState.js';
import { ListEmptyState } from '../../records/components/ListEmptyState.js';
import type { ListEmptyProps } from '../../records/components/RecordList.js';
import { emptyProjectFilters } from '../utils/projectSearchQuery.js';
import { ProjectBoard } from './ProjectBoard.js';
import { ProjectsFilterBar } from './ProjectsFilterBar.js';
import { ProjectsGrid } from './ProjectsGrid.js';
import { PageTitle } from '../../ui/components/PageTitle.js';

export interface ProjectsViewProps {
  kind: ProjectListKind;
}

const projectRooms = [listRoom('project')];

type View = 'board' | 'grid';

/**
 * One project list screen: a board (the default) or a grid of the same filtered projects. The
 * view and the board's grouping live in the address, so a link or a reload keeps them.
 */
export function ProjectsView({ kind }: ProjectsViewProps) {
  useRooms(projectRooms);
  useStageFromAddress(kind);
  const config = projectLists[kind];
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'grid' ? 'grid' : 'board';
  const grouping: BoardGrouping = params.get('group') === 'status' ? 'status' : 'stage';
  const filters = useAtomValue(projectListStates[kind].filters);
  const setDraft = useSetAtom(projectListStates[kind].draft);
  const filtered = isFiltered(projectListStates[kind], filters);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const create = () => navigate(newProjectPath(config));
  const emptyList: ListEmptyProps = {
    icon: 'projects',
    noun: config.title.toLowerCase(),
    create: { label: 'New project', onClick: create },
  };
  const empty = (
    <ListEmptyState {...emptyList} filtered={filtered} onClearFilters={() => setDraft(emptyProjectFilters)} />
  );

  return (
    <div className="db-projects">
      <div className="db-page-header">
        <PageTitle title={config.title} />
        <div className="db-actions">
          {view === 'board' && <span className="db-muted">Group by</span>}
          {view === 'board' && (
            <SegmentedControl
              aria-label="Group the board by"
              size="small"
              value={grouping}
              onValueChange={(value) => setParam('group', value === 'status' ? 'status' : null)}
              options={[
                { value: 'stage', label: statusFieldLabels[config.stageField] },
                { value: 'status', label: statusFieldLabels.status },
              ]}
            />
          )}
          <SegmentedControl
            aria-label="View"
            size="small"
            value={view}
            onValueChange={(value) => setParam('view', value === 'grid' ? 'grid' : null)}
            options={[
              { value: 'board', label: 'Board', icon: 'column-layout' },
              { value: 'grid', label: 'Grid', icon: 'th' },
            ]}
          />
          <Button intent="primary" icon="add" text="New project" onClick={create} />
        </div>
      </div>
      <ProjectsFilterBar kind={kind} />
      {view === 'board' ? (
        <ProjectBoard kind={kind} grouping={grouping} empty={empty} />
      ) : (
        <ProjectsGrid kind={kind} empty={emptyList} />
      )}
    </div>
  );
}
