import '../tasks.css';
import { Button } from '@blueprintjs/core';
import { hasRole, listRoom, type Task } from '@dealbook/contracts';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { RecordList } from '../../records/components/RecordList.js';
import type { ListQuery } from '../../records/hooks/useListPage.js';
import { taskQueries } from '../hooks/taskQueries.js';
import { useQuickStatus } from '../hooks/useQuickStatus.js';
import { taskListState } from '../states/taskListState.js';
import { taskBoardQuery, type TaskBoardFilters as Filters, type TaskSortField } from '../utils/taskBoardQuery.js';
import { taskColumns } from '../utils/taskColumns.js';
import { TaskBoardFilters } from './TaskBoardFilters.js';
import { TaskDialog } from './TaskDialog.js';

const taskRooms = [listRoom('task')];
const exportFile = { route: '/api/tasks/export', fallbackName: 'tasks_export.xlsx' };

/** /team/tasks: my tasks and, for managers, the team's; filtered, paged and sorted by the server. */
export function TasksBoard() {
  useRooms(taskRooms);
  const me = useCurrentUser();
  const { setStatus, busy } = useQuickStatus();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const listQuery = useMemo<ListQuery<Filters, TaskSortField>>(
    () => (filters, sort, page) => taskBoardQuery(me._id, filters, sort, page),
    [me._id],
  );
  const columns = useMemo(
    () => taskColumns({ open: setEditing, setStatus: (task, status) => void setStatus(task, status), busy }),
    [setStatus, busy],
  );

  return (
    <section className="db-task-board" aria-label="Tasks">
      <RecordList
        label="Task list"
        state={taskListState}
        listQuery={listQuery}
        queryOptions={taskQueries.search}
        filterBar={
          <div className="db-task-board__toolbar">
            <TaskBoardFilters canSeeTeam={hasRole(me.role, 'manager')} />
            <Button icon="add" intent="primary" text="New task" onClick={() => setEditing('new')} />
          </div>
        }
        columns={columns}
        exportFile={exportFile}
        empty={{ icon: 'tick-circle', noun: 'tasks', create: { label: 'New task', onClick: () => setEditing('new') } }}
      />
      {editing && (
        <TaskDialog
          isOpen
          task={editing === 'new' ? undefined : editing}
          assignees={[{ _id: me._id, fullName: me.fullName }]}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
