import '../tasks.css';
import { Button, Callout, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { hasRole, type Task, type TaskStatus } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { formatDate } from '../../ui/utils/format.js';
import { useQuickStatus } from '../hooks/useQuickStatus.js';
import { queryKeys } from '../../api/queryKeys.js';
import { usePageAfter } from '../../records/hooks/usePageAfter.js';
import { useTaskList } from '../hooks/useTaskList.js';
import { defaultBoardFilters, taskBoardQuery, type TaskBoardFilters as Filters } from '../utils/taskBoardQuery.js';
import { taskPriorityLabel, taskStatusOptions } from '../utils/taskLabels.js';
import { TaskBoardFilters } from './TaskBoardFilters.js';
import { TaskDialog } from './TaskDialog.js';
import { OverdueTag, TaskRelatedLinks } from './TaskRelatedLinks.js';
import { isOverdue } from '../utils/taskContext.js';

/** /team/tasks: my tasks and, for managers, the team's; filtered, paged and sorted by the server. */
export function TasksBoard() {
  const me = useCurrentUser();
  const [filters, setFilters] = useState<Filters>(defaultBoardFilters);
  const after = usePageAfter(filters.pageIndex, (pageIndex, after) =>
    queryKeys.list('task', 'search', taskBoardQuery({ ...filters, pageIndex }, me._id, after)),
  );
  const tasks = useTaskList(taskBoardQuery(filters, me._id, after));
  const { setStatus, busy } = useQuickStatus();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const change = (changes: Partial<Filters>) => setFilters((f) => ({ ...f, ...changes }));
  const rows = tasks.data?.rows ?? [];

  return (
    <section className="db-task-board" aria-label="Tasks">
      <div className="db-task-board__toolbar">
        <TaskBoardFilters filters={filters} canSeeTeam={hasRole(me.role, 'manager')} onChange={change} />
        <ExportXlsxButton
          path={exportPath('/api/tasks/export', taskBoardQuery({ ...filters, pageIndex: 0 }, me._id))}
          fallbackName="tasks_export.xlsx"
          disabled={tasks.isSuccess && rows.length === 0}
        />
        <Button icon="add" intent="primary" text="New task" onClick={() => setEditing('new')} />
      </div>
      {tasks.isPending ? (
        <Spinner size={24} aria-label="Loading tasks" />
      ) : tasks.isError ? (
        <Callout intent="danger" title="The tasks could not be loaded">
          {errorMessage(tasks.error)}
        </Callout>
      ) : rows.length === 0 ? (
        <NonIdealState icon="tick-circle" title="No tasks match" />
      ) : (
        <HTMLTable compact striped interactive className="db-task-board__table" aria-label="Task list">
          <thead>
            <tr>
              <th>Subject</th>
              <th>About</th>
              <th>Status</th>
              <th>Priority</th>
              <th>Due</th>
              <th>Assigned to</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((task) => (
              <tr key={task._id}>
                <td>
                  <Button variant="minimal" text={task.subject} onClick={() => setEditing(task)} />
                </td>
                <td>
                  <TaskRelatedLinks related={task.related} />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`Status of ${task.subject}`}
                    value={task.status}
                    disabled={busy}
                    options={taskStatusOptions}
                    onChange={(event) => void setStatus(task, Number(event.currentTarget.value) as TaskStatus)}
                  />
                </td>
                <td>{taskPriorityLabel(task.priority)}</td>
                <td className={isOverdue(task) ? 'db-task--overdue' : undefined}>
                  {formatDate(task.dueDate)}
                  {isOverdue(task) && <OverdueTag />}
                </td>
                <td>{task.assignedTo.map((person) => person.fullName).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ListPager
        index={filters.pageIndex}
        size={filters.pageSize as 25 | 50 | 100}
        total={tasks.data?.total ?? 0}
        totalKind={tasks.data?.totalKind}
        onPage={(pageIndex) => change({ pageIndex })}
        onSize={(pageSize) => change({ pageSize, pageIndex: 0 })}
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
