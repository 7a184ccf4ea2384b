import { Spinner } from '@blueprintjs/core';
import type { Project, ProjectListItem } from '@dealbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess, toastWarning } from '../../ui/toaster.js';
import { useMoveProject, type MoveRequest } from '../hooks/useMoveProject.js';
import { projectQueries } from '../hooks/projectQueries.js';
import { useProjectBoard } from '../hooks/useProjectBoard.js';
import { projectListStates } from '../states/projectListState.js';
import { boardColumns, boardField, toggleExpanded, type BoardGrouping } from '../utils/boardColumns.js';
import { statusLabel, type StatusField } from '../../ui/labels/projectLabels.js';
import { projectLists, type ProjectListKind } from '../utils/projectLists.js';
import { projectBoardQuery } from '../utils/projectSearchQuery.js';
import { BoardColumn } from './BoardColumn.js';
import { MoveConflictDialog } from './MoveConflictDialog.js';
import { ProjectCard } from './ProjectCard.js';
import { Notice } from '../../ui/components/Notice.js';

export interface ProjectBoardProps {
  kind: ProjectListKind;
  grouping: BoardGrouping;
  /** Shown instead of the board when nothing matches. */
  empty: ReactNode;
}

interface Conflict {
  request: MoveRequest;
  projectName: string;
  theirs?: Project;
}

/**
 * The kanban board: a column per status, cards moved by drag and drop or their "Move to…" menu.
 * Other people's moves arrive by socket push (the board is a project list query).
 */
export function ProjectBoard({ kind, grouping, empty }: ProjectBoardProps) {
  const config = projectLists[kind];
  const field = boardField(config, grouping);
  const queryClient = useQueryClient();
  const filters = useAtomValue(projectListStates[kind].filters);
  const query = projectBoardQuery(config, filters);
  const board = useProjectBoard(query);
  const { move, moving } = useMoveProject(projectQueries.board(query).queryKey);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  // The empty columns a person opened, for the grouping they opened them in.
  const [opened, setOpened] = useState<{ field: StatusField; values: ReadonlySet<number> }>({
    field,
    values: new Set(),
  });
  const expanded = opened.field === field ? opened.values : new Set<number>();
  const rows = board.data?.rows ?? [];
  const columns = boardColumns(rows, field, expanded);

  // Each conflict shown or dismissed takes a new turn: a version that arrives for an earlier turn
  // (a late answer after the dialog was closed or the move went through) is dropped rather than
  // reopening the dialog with an outdated version.
  const conflictTurn = useRef(0);
  const showConflict = (next: Conflict | null) => {
    conflictTurn.current += 1;
    setConflict(next);
    return conflictTurn.current;
  };
  // The cards whose move is on its way, known at once (the mutation state shows only on the next render).
  const sending = useRef(new Set<string>());

  const loadTheirs = async (request: MoveRequest, projectName: string) => {
    const turn = showConflict({ request, projectName });
    try {
      const theirs = await queryClient.fetchQuery({ ...projectQueries.record(request.id), staleTime: 0 });
      if (turn === conflictTurn.current) setConflict({ request, projectName, theirs });
    } catch (error) {
      if (turn !== conflictTurn.current) return;
      showConflict(null);
      if (isApiError(error, 404)) toastWarning(`${projectName} was deleted by someone else.`);
      else toastError(`${projectName} could not be loaded`, errorMessage(error));
    }
  };

  const send = async (request: MoveRequest, projectName: string) => {
    sending.current.add(request.id);
    try {
      await move(request);
      toastSuccess(`${projectName} moved to ${statusLabel(request.field, request.to)}`);
      return true;
    } catch (error) {
      if (isApiError(error, 409)) void loadTheirs(request, projectName);
      else if (isApiError(error, 404)) toastWarning(`${projectName} was deleted by someone else.`);
      else toastError(`${projectName} was not moved`, errorMessage(error));
      return false;
    } finally {
      sending.current.delete(request.id);
    }
  };

  const moveCard = (card: ProjectListItem, to: number) => {
    if (card[field] === to || sending.current.has(card._id)) return;
    void send({ id: card._id, version: card.version, field, to }, card.projectName);
  };

  const drop = (id: string, to: number) => {
    setDragged(null);
    const card = rows.find((row) => row._id === id);
    if (card) moveCard(card, to);
  };

  const moveAnyway = async () => {
    if (!conflict?.theirs) return;
    const { request, projectName, theirs } = conflict;
    setRetrying(true);
    // A second refusal (changed again meanwhile) loads the newer version into the dialog.
    const moved = await send({ ...request, version: theirs.version }, projectName);
    setRetrying(false);
    if (moved) showConflict(null);
  };

  if (board.isPending) return <Spinner size={32} aria-label="Loading the board" />;
  if (board.isError) {
    return (
      <Notice intent="danger" title={`The ${config.title.toLowerCase()} could not be loaded`}>
        {errorMessage(board.error)}
      </Notice>
    );
  }
  if (rows.length === 0) return <>{empty}</>;

  return (
    <>
      {board.data.total > rows.length && (
        <Notice intent="primary" icon="info-sign">
          The board shows the {rows.length} most recently updated of {board.data.total} {config.title.toLowerCase()}.
          Filter the list, or use the grid, to reach the others.
        </Notice>
      )}
      <div className="db-board" aria-label={`${config.title} board`} data-dragging={dragged !== null || undefined}>
        {columns.map((column) => (
          <BoardColumn
            key={column.value}
            label={column.label}
            count={column.cards.length}
            collapsed={column.collapsed}
            onExpand={(open) => setOpened({ field, values: toggleExpanded(expanded, column.value, open) })}
            onDrop={(id) => drop(id, column.value)}
          >
            {column.cards.map((card) => (
              <ProjectCard
                key={card._id}
                project={card}
                field={field}
                columns={columns}
                moving={moving.has(card._id)}
                showProducts={config.velocity}
                onMove={(to) => moveCard(card, to)}
                onDragStart={(project) => setDragged(project._id)}
                onDragEnd={() => setDragged(null)}
              />
            ))}
          </BoardColumn>
        ))}
      </div>
      <MoveConflictDialog
        isOpen={conflict !== null}
        projectName={conflict?.projectName ?? ''}
        field={conflict?.request.field ?? field}
        to={conflict?.request.to ?? 0}
        theirs={conflict?.theirs}
        retrying={retrying}
        onKeepTheirs={() => showConflict(null)}
        onMoveAnyway={() => void moveAnyway()}
      />
    </>
  );
}
