import { Button, Checkbox, Tag } from '@blueprintjs/core';
import type { Task } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';
import { isOverdue } from '../utils/taskContext.js';
import { OverdueTag } from './TaskRelatedLinks.js';
import { taskPriorityIntent, taskPriorityLabel, taskStatusIntent, taskStatusLabel } from '../utils/taskLabels.js';

/** The columns of a task row, in its order (CardTable). */
export const taskColumns = [
  { label: 'Done', hidden: true },
  { label: 'Subject' },
  { label: 'Status' },
  { label: 'Priority' },
  { label: 'Due' },
  { label: 'Assigned to' },
  { label: 'Actions', hidden: true },
] as const;

export interface TaskRowProps {
  task: Task;
  onToggleComplete: (task: Task) => void;
  onEdit: (task: Task) => void;
  busy?: boolean;
}

/** One task in a record's Tasks tab: tick to complete, or open it to edit. */
export function TaskRow({ task, onToggleComplete, onEdit, busy }: TaskRowProps) {
  const overdue = isOverdue(task);
  return (
    <tr>
      <td data-label="Done">
        <Checkbox
          checked={task.completed}
          disabled={busy}
          aria-label={task.completed ? `Reopen ${task.subject}` : `Complete ${task.subject}`}
          onChange={() => onToggleComplete(task)}
        />
      </td>
      <td data-label="Subject" className={task.completed ? 'db-task--done' : undefined}>
        {task.subject}
      </td>
      <td data-label="Status">
        <Tag minimal intent={taskStatusIntent(task.status)}>
          {taskStatusLabel(task.status)}
        </Tag>
      </td>
      <td data-label="Priority">
        <Tag minimal intent={taskPriorityIntent(task.priority)}>
          {taskPriorityLabel(task.priority)}
        </Tag>
      </td>
      <td data-label="Due" className={overdue ? 'db-task--overdue' : undefined}>
        {formatDate(task.dueDate)}
        {overdue && <OverdueTag />}
      </td>
      <td data-label="Assigned to">{task.assignedTo.map((person) => person.fullName).join(', ') || '—'}</td>
      <td>
        <Button variant="minimal" icon="edit" aria-label={`Edit ${task.subject}`} onClick={() => onEdit(task)} />
      </td>
    </tr>
  );
}
