import type { RedactText } from '../event-store/personal-data.js';
import type { RecordRef } from '../links/linkable.js';
import type { TaskFields, TaskLinkType } from './task.js';

/**
 * What the handler found out before deciding (the decider does no I/O): which of the ids the
 * command names are not active staff users, and which linked records do not exist. Only ids the
 * command newly adds are refused; an assignee deactivated later does not block other edits.
 */
export interface TaskLookups {
  unknownAssignees: string[];
  unknownLinks: RecordRef[];
}

export interface CreateTask {
  type: 'CreateTask';
  taskId: string;
  fields: TaskFields;
  links: RecordRef[];
  lookups: TaskLookups;
}

export interface UpdateTask {
  type: 'UpdateTask';
  taskId: string;
  changes: Partial<TaskFields>;
  /** Each named list replaces that type's links. */
  links: Partial<Record<TaskLinkType, string[]>>;
  lookups: TaskLookups;
}

export interface DeleteTask {
  type: 'DeleteTask';
  taskId: string;
}

export type TaskCommand = CreateTask | UpdateTask | DeleteTask | RedactText<'taskId'>;
