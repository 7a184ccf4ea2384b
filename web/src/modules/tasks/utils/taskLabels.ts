import {
  linkListField,
  TaskPriority,
  taskPriorityLabel,
  TaskStatus,
  taskStatusLabel,
  type RecordRef,
  type TaskPriority as Priority,
  type TaskStatus as Status,
} from '@dealbook/contracts';
import type { Intent } from '@blueprintjs/core';

export { taskPriorityLabel, taskStatusLabel };

export const taskStatusOptions = Object.values(TaskStatus).map((value) => ({ value, label: taskStatusLabel(value) }));
export const taskPriorityOptions = Object.values(TaskPriority).map((value) => ({
  value,
  label: taskPriorityLabel(value),
}));

export function taskStatusIntent(status: Status): Intent {
  if (status === TaskStatus.Completed) return 'success';
  if (status === TaskStatus.InProgress) return 'primary';
  if (status === TaskStatus.WaitingOnSomeoneElse || status === TaskStatus.Deferred) return 'warning';
  return 'none';
}

export const taskPriorityIntent = (priority: Priority): Intent => (priority === TaskPriority.High ? 'danger' : 'none');

/** The §5 filter that lists a parent's children: `companies=<id>`, `contacts=<id>` … */
export const parentFilter = (parent: RecordRef) => `${linkListField[parent.type]}=${encodeURIComponent(parent.id)}`;

/** Ticking completes; unticking reopens as Not Started (the server keeps `completed` in step). */
export const toggledStatus = (task: { completed: boolean }): Status =>
  task.completed ? TaskStatus.NotStarted : TaskStatus.Completed;
