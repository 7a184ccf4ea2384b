import {
  redactableFieldsOf,
  changedValues,
  streamId,
  TaskEvents,
  TaskLinkTypes,
  type TaskCommand,
  type TaskEvent,
  type TaskFields,
  type TaskLinkType,
  type TaskLookups,
  type TaskUpdated,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import {
  emptyLinks,
  linkChanges,
  rejectUnknownLinks,
  sameSet,
  withLink,
  withoutLink,
  type LinkLists,
} from '../../kernel/event-sourcing/child-links.js';

export interface TaskState {
  exists: boolean;
  deleted: boolean;
  fields: TaskFields | null;
  links: LinkLists<TaskLinkType>;
}

type Changes = TaskUpdated['data']['changes'];
const plainFields = ['subject', 'description', 'priority', 'dueDate'] as const;

/** Each task's events live on `task-<id>`. */
export const taskStreamId = (taskId: string) => streamId('task', taskId);

export const taskDecider: Decider<TaskState, TaskCommand, TaskEvent> = {
  events: TaskEvents,
  streamIdOf: (command) => taskStreamId(command.taskId),

  initialState: { exists: false, deleted: false, fields: null, links: emptyLinks(TaskLinkTypes) },

  evolve(state, event) {
    switch (event.type) {
      case 'TaskCreated':
        return { ...state, exists: true, fields: event.data.fields };
      case 'TaskUpdated':
      case 'TaskStatusChanged':
      case 'TaskReassigned':
        return { ...state, fields: { ...state.fields!, ...changedValues(TaskEvents, event) } };
      case 'TaskLinked':
        return { ...state, links: withLink(state.links, event.data.to) };
      case 'TaskUnlinked':
        return { ...state, links: withoutLink(state.links, event.data.from) };
      case 'TaskDeleted':
        return { ...state, deleted: true };
      case 'TaskTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(TaskEvents, event) } };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateTask': {
        if (state.exists) throw new DomainError('conflict', `Task ${command.taskId} already exists`);
        requireSubject(command.fields.subject);
        rejectUnknownAssignees(command.fields.assignedTo, command.lookups);
        rejectUnknownLinks(command.links, command.lookups.unknownLinks);
        const { taskId } = command;
        return [
          { type: 'TaskCreated', data: { taskId, fields: command.fields } },
          ...[...command.links].reverse().map((to) => ({ type: 'TaskLinked' as const, data: { taskId, to } })),
        ];
      }
      case 'UpdateTask': {
        const current = liveFields(state, command.taskId);
        const { taskId, changes } = command;
        if (changes.subject !== undefined) requireSubject(changes.subject);
        const events: TaskEvent[] = [];
        const fieldChanges: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of plainFields) {
          const to = changes[field];
          if (to !== undefined && to !== current[field]) fieldChanges[field] = { from: current[field], to };
        }
        if (Object.keys(fieldChanges).length > 0) {
          events.push({ type: 'TaskUpdated', data: { taskId, changes: fieldChanges as Changes } });
        }
        if (changes.status !== undefined && changes.status !== current.status) {
          events.push({ type: 'TaskStatusChanged', data: { taskId, from: current.status, to: changes.status } });
        }
        if (changes.assignedTo !== undefined && !sameSet(changes.assignedTo, current.assignedTo)) {
          const added = changes.assignedTo.filter((id) => !current.assignedTo.includes(id));
          rejectUnknownAssignees(added, command.lookups);
          events.push({ type: 'TaskReassigned', data: { taskId, from: current.assignedTo, to: changes.assignedTo } });
        }
        const { added, removed } = linkChanges(state.links, command.links);
        rejectUnknownLinks(added, command.lookups.unknownLinks);
        for (const from of removed) events.push({ type: 'TaskUnlinked', data: { taskId, from } });
        for (const to of added) events.push({ type: 'TaskLinked', data: { taskId, to } });
        return events;
      }
      case 'DeleteTask': {
        const current = liveFields(state, command.taskId);
        return [
          {
            type: 'TaskDeleted',
            data: { taskId: command.taskId, subject: current.subject, assignedTo: current.assignedTo },
          },
        ];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Task',
          command.taskId,
          redactableFieldsOf(TaskEvents.TaskTextRedacted),
          command.texts,
        );
        return [{ type: 'TaskTextRedacted', data: { taskId: command.taskId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function liveFields(state: TaskState, taskId: string): TaskFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Task', taskId);
  return state.fields;
}

function requireSubject(subject: string): void {
  if (subject.trim() === '') {
    throw new DomainError('validation', 'subject is required', { subject: 'subject is required' });
  }
}

function rejectUnknownAssignees(ids: readonly string[], lookups: TaskLookups): void {
  const unknown = ids.filter((id) => lookups.unknownAssignees.includes(id));
  if (unknown.length === 0) return;
  throw new DomainError(
    'validation',
    `Tasks can be assigned to active staff users only; not to ${unknown.join(', ')}`,
    {
      assignedTo: `not an active staff user: ${unknown.join(', ')}`,
    },
  );
}
