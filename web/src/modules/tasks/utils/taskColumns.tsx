import { Button, HTMLSelect } from '@blueprintjs/core';
import type { Task, TaskStatus } from '@dealbook/contracts';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';
import { formatDate } from '../../ui/utils/format.js';
import { OverdueTag, TaskRelatedLinks } from '../components/TaskRelatedLinks.js';
import type { TaskSortField } from './taskBoardQuery.js';
import { isOverdue } from './taskContext.js';
import { taskPriorityLabel, taskStatusOptions } from './taskLabels.js';

export interface TaskRowActions {
  open: (task: Task) => void;
  setStatus: (task: Task, status: TaskStatus) => void;
  /** A status change is on its way: the selects wait for it. */
  busy: boolean;
}

/** The tasks grid's columns: the subject opens the task, the status is set in place. */
export function taskColumns({ open, setStatus, busy }: TaskRowActions): RecordGridColumn<Task, TaskSortField>[] {
  return [
    {
      id: 'subject',
      label: 'Subject',
      width: 260,
      sortField: 'subject',
      render: (task) => <Button variant="minimal" text={task.subject} onClick={() => open(task)} />,
    },
    { id: 'about', label: 'About', width: 240, render: (task) => <TaskRelatedLinks related={task.related} /> },
    {
      id: 'status',
      label: 'Status',
      width: 170,
      sortField: 'status',
      render: (task) => (
        <HTMLSelect
          aria-label={`Status of ${task.subject}`}
          value={task.status}
          disabled={busy}
          options={taskStatusOptions}
          onChange={(event) => setStatus(task, Number(event.currentTarget.value) as TaskStatus)}
        />
      ),
    },
    {
      id: 'priority',
      label: 'Priority',
      width: 100,
      sortField: 'priority',
      render: (task) => taskPriorityLabel(task.priority),
    },
    {
      id: 'due',
      label: 'Due',
      width: 170,
      sortField: 'dueDate',
      render: (task) => (
        <span className={isOverdue(task) ? 'db-task--overdue' : undefined}>
          {formatDate(task.dueDate)}
          {isOverdue(task) && <OverdueTag />}
        </span>
      ),
    },
    {
      id: 'assignedTo',
      label: 'Assigned to',
      width: 180,
      render: (task) => task.assignedTo.map((person) => person.fullName).join(', ') || '—',
    },
    {
      id: 'created',
      label: 'Created',
      width: 110,
      sortField: 'createdAt',
      render: (task) => formatDate(task.createdAt),
    },
  ];
}
