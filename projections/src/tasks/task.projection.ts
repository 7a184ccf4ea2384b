import { TaskEventTypes, TaskLinkTypes, TaskStatus, linkListField, type TaskEvent } from '@dealbook/contracts';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import { deleteChildDoc, insertChildDoc, linkChildDoc, mergeChildDoc, stampOf, unlinkChildDoc } from './child-doc.js';

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
        return mergeChildDoc(
          db,
          'tasks',
          stamp,
          Object.fromEntries(Object.entries(event.data.changes).map(([field, change]) => [field, change?.to])),
        );
      case 'TaskStatusChanged':
        return mergeChildDoc(db, 'tasks', stamp, {
          status: event.data.to,
          completed: event.data.to === TaskStatus.Completed,
        });
      case 'TaskReassigned':
        return mergeChildDoc(db, 'tasks', stamp, { assignedTo: event.data.to });
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
