import type { DomainEvent } from '../event-store/domain-event.js';
import type { TaskPriority, TaskStatus } from '../enums/numeric-enums.js';
import type { RecordRef } from '../links/linkable.js';
import type { TaskFields } from './task.js';

export type TaskCreated = DomainEvent<'TaskCreated', { taskId: string; fields: TaskFields }>;
/** Form edits of the plain fields; status, assignees and links have their own events. */
export type TaskUpdated = DomainEvent<
  'TaskUpdated',
  {
    taskId: string;
    changes: {
      subject?: { from: string; to: string };
      description?: { from: string; to: string };
      priority?: { from: TaskPriority; to: TaskPriority };
      dueDate?: { from: string; to: string };
    };
  }
>;
/** `completed` follows: it is true exactly when `to` is Completed. */
export type TaskStatusChanged = DomainEvent<'TaskStatusChanged', { taskId: string; from: TaskStatus; to: TaskStatus }>;
export type TaskReassigned = DomainEvent<'TaskReassigned', { taskId: string; from: string[]; to: string[] }>;
export type TaskLinked = DomainEvent<'TaskLinked', { taskId: string; to: RecordRef }>;
export type TaskUnlinked = DomainEvent<'TaskUnlinked', { taskId: string; from: RecordRef }>;
/** Carries the assignees so their task badges can be told after the record is gone. */
export type TaskDeleted = DomainEvent<'TaskDeleted', { taskId: string; subject: string; assignedTo: string[] }>;

export type TaskEvent =
  TaskCreated | TaskUpdated | TaskStatusChanged | TaskReassigned | TaskLinked | TaskUnlinked | TaskDeleted;
export type TaskEventType = TaskEvent['type'];

export const TaskEventSchemaVersions: Record<TaskEventType, number> = {
  TaskCreated: 1,
  TaskUpdated: 1,
  TaskStatusChanged: 1,
  TaskReassigned: 1,
  TaskLinked: 1,
  TaskUnlinked: 1,
  TaskDeleted: 1,
};
export const TaskEventTypes = Object.keys(TaskEventSchemaVersions) as TaskEventType[];
