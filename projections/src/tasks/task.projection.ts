import {
  changedValues,
  TaskEventTypes,
  TaskEvents,
  TaskLinkTypes,
  TaskStatus,
  linkListField,
  type TaskEvent,
} from '@dealbook/contracts';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import {
  deleteChildDoc,
  insertChildDoc,
  linkChildDoc,
  mergeChildDoc,
  stampOf,
  unlinkChildDoc,
} from '../shared/child-doc.js';

const emptyLinks = Object.fromEntries(TaskLinkTypes.map((type) => [linkListField[type], []]));

/** Task events -> the tasks table; `completed` is kept equal to "status is Completed". */
export const taskProjection = defineProjection<TaskEvent>({
  name: 'tasks',
  eventTypes: TaskEventTypes,
  tables: ['tasks'],
  async apply(db, event) {
    const stamp = stampOf(event.data.taskId, event);
    switch (event.type) {
      case 'TaskCreated': {
        const { fields } = event.data;
        const doc = {
          ...fields,
          completed: fields.status === TaskStatus.Completed,
          ...emptyLinks,
          createdBy: event.metadata.actorId,
        };
        return insertChildDoc(db, 'tasks', stamp, doc);
      }
      case 'TaskUpdated':
      case 'TaskTextRedacted':
      case 'TaskReassigned':
        return mergeChildDoc(db, 'tasks', stamp, changedValues(TaskEvents, event));
      case 'TaskStatusChanged':
        return mergeChildDoc(db, 'tasks', stamp, {
          ...changedValues(TaskEvents, event),
          completed: event.data.to === TaskStatus.Completed,
        });
      case 'TaskLinked':
        return linkChildDoc(db, 'tasks', stamp, event.data.to);
      case 'TaskUnlinked':
        return unlinkChildDoc(db, 'tasks', stamp, event.data.from);
      case 'TaskDeleted':
        return deleteChildDoc(db, 'tasks', event.data.taskId);
      default: {
        const unexpected: never = event;
        throw new Error(`tasks projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
