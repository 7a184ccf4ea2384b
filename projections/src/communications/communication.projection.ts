import {
  changedValues,
  CommunicationEventTypes,
  CommunicationEvents,
  CommunicationLinkTypes,
  linkListField,
  type CommunicationEvent,
  type CommunicationLogged,
  type RecordRef,
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
import { communicationsTable } from './communication-table-name.js';

/** The link lists of a new communication, in the order the event names them. */
function linkLists(links: readonly RecordRef[]): Record<string, string[]> {
  const lists: Record<string, string[]> = Object.fromEntries(
    CommunicationLinkTypes.map((type) => [linkListField[type], []]),
  );
  for (const ref of links) {
    const list = lists[linkListField[ref.type]];
    if (list && !list.includes(ref.id)) list.push(ref.id);
  }
  return lists;
}

/** The document a logged communication's row holds. */
export function loggedCommunicationDoc(event: ProjectedEvent<CommunicationLogged>): Record<string, unknown> {
  return {
    ...event.data.fields,
    ...linkLists(event.data.links),
    createdBy: event.metadata.actorId,
    massId: event.data.massId,
  };
}

/** Communication events -> the communications table (a document per communication). */
export const communicationProjection = defineProjection<CommunicationEvent>({
  name: 'communications',
  eventTypes: CommunicationEventTypes,
  tables: ['communications'],
  async apply(db, event) {
    const stamp = stampOf(event.data.communicationId, event);
    switch (event.type) {
      case 'CommunicationLogged':
        return insertChildDoc(db, communicationsTable, stamp, loggedCommunicationDoc(event));
      case 'CommunicationUpdated':
      case 'CommunicationTextRedacted':
        return mergeChildDoc(db, communicationsTable, stamp, changedValues(CommunicationEvents, event));
      case 'CommunicationOutcomeChanged':
        return mergeChildDoc(db, communicationsTable, stamp, {
          outcome: event.data.to.outcome,
          action: event.data.to.action,
        });
      case 'CommunicationLinked':
        return linkChildDoc(db, communicationsTable, stamp, event.data.to);
      case 'CommunicationUnlinked':
        return unlinkChildDoc(db, communicationsTable, stamp, event.data.from);
      case 'CommunicationDeleted':
        return deleteChildDoc(db, communicationsTable, event.data.communicationId);
      default: {
        const unexpected: never = event;
        throw new Error(`communications projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
