import {
  creates,
  deletes,
  edits,
  links,
  moves,
  unlinks,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
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

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type TaskTextRedacted = DomainEvent<'TaskTextRedacted', { taskId: string } & RedactedTexts>;

export type TaskEvent =
  | TaskCreated
  | TaskUpdated
  | TaskStatusChanged
  | TaskReassigned
  | TaskLinked
  | TaskUnlinked
  | TaskDeleted
  | TaskTextRedacted;
export type TaskEventType = TaskEvent['type'];

/**
 * The task event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const TaskEvents = {
  TaskCreated: withFreeText(creates(), 'fields.subject', 'fields.description'),
  TaskUpdated: withFreeText(edits(), 'changes.subject', 'changes.description'),
  TaskStatusChanged: moves('status'),
  TaskReassigned: moves('assignedTo'),
  TaskLinked: links(),
  TaskUnlinked: unlinks(),
  TaskDeleted: withFreeText(deletes(), 'subject'),
  TaskTextRedacted: redactsText(['subject', 'description']),
} satisfies EventCatalogue<TaskEvent>;

/** Current schema version of each task event type (upcasters lift older ones on read). */
export const TaskEventSchemaVersions = schemaVersionsOf<TaskEvent>(TaskEvents);
export const TaskEventTypes = eventTypesOf(TaskEvents);
