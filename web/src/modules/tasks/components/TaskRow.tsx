import { Button, Checkbox, Tag } from '@blueprintjs/core';
import type { Task } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';
import { isOverdue } from '../utils/taskContext.js';
import { OverdueTag } from './TaskRelatedLinks.js';
import { taskPriorityIntent, taskPriorityLabel, taskStatusIntent, taskStatusLabel } from '../utils/taskLabels.js';

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
      <td>
        <Checkbox
          checked={task.completed}
          disabled={busy}
          aria-label={task.completed ? `Reopen ${task.subject}` : `Complete ${task.subject}`}
          onChange={() => onToggleComplete(task)}
        />
      </td>
      <td className={task.completed ? 'db-task--done' : undefined}>{task.subject}</td>
      <td>
        <Tag minimal intent={taskStatusIntent(task.status)}>
          {taskStatusLabel(task.status)}
        </Tag>
      </td>
      <td>
        <Tag minimal intent={taskPriorityIntent(task.priority)}>
          {taskPriorityLabel(task.priority)}
        </Tag>
      </td>
      <td className={overdue ? 'db-task--overdue' : undefined}>
        {formatDate(task.dueDate)}
        {overdue && <OverdueTag />}
      </td>
      <td>{task.assignedTo.map((person) => person.fullName).join(', ') || '—'}</td>
      <td>
        <Button variant="minimal" icon="edit" aria-label={`Edit ${task.subject}`} onClick={() => onEdit(task)} />
      </td>
    </tr>
  );
}
