import {
  changedValues,
  CompanyEvents,
  ProjectEvents,
  ProjectEventTypes,
  type CompanyUpdated,
  type ProjectEvent,
} from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection } from '../runner/projection.js';

/**
 * The fields of the document an event sets (the registration and deletion aside): the catalogue's
 * changes, except where an event moves what the document holds as more than one field (the lost
 * reason and its description, the service and its products), holds a name beside an id (the
 * client) or says more than its change (the status a new deal starts in).
 */
function valuesOf(event: Exclude<ProjectEvent, { type: 'ProjectRegistered' | 'ProjectDeleted' }>) {
  switch (event.type) {
    case 'ProjectConvertedToDeal':
      return { ...changedValues(ProjectEvents, event), dealStatus: event.data.dealStatus };
    case 'LostOpportunityRecorded':
      return { lostOpportunityReason: event.data.to.reason, lostOpportunityDescription: event.data.to.description };
    case 'ProjectServiceChanged':
      return event.data.to;
    case 'ProjectClientChanged':
      return { client: event.data.to.id };
    default:
      return changedValues(ProjectEvents, event);
  }
}

/**
 * Project events -> the projects table: the document holds the fields (client and people as
 * ids) and the reference; `client_name` is the name the events gave the client, kept current
 * when the client company is renamed. Idempotent: a registration inserts once, a change applies
 * only when newer than the row, and a rename sets a value. A deleted client company leaves its
 * last name on its projects.
 */
export const projectProjection = defineProjection<ProjectEvent | CompanyUpdated>({
  name: 'projects',
  eventTypes: [...ProjectEventTypes, 'CompanyUpdated'],
  tables: ['projects'],
  async apply(db, event) {
    if (event.type === 'CompanyUpdated') {
      const { companyName } = changedValues(CompanyEvents, event);
      if (typeof companyName === 'string') {
        await db
          .updateTable('projects')
          .set({ client_name: companyName })
          .where('client_id', '=', event.data.companyId)
          .execute();
      }
      return;
    }
    switch (event.type) {
      case 'ProjectRegistered': {
        const { projectId, fields, reference, clientName } = event.data;
        await db
          .insertInto('projects')
          .values({
            id: projectId,
            version: event.streamVersion,
            doc: JSON.stringify({ ...fields, reference }),
            client_name: clientName,
            created_at: event.recordedAt,
            updated_at: event.recordedAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ProjectDeleted':
        await db.deleteFrom('projects').where('id', '=', event.data.projectId).execute();
        return;
      default: {
        const values = JSON.stringify(valuesOf(event));
        await db
          .updateTable('projects')
          .set({
            doc: sql<string>`doc || ${values}::jsonb`,
            version: event.streamVersion,
            updated_at: event.recordedAt,
            ...(event.type === 'ProjectClientChanged' ? { client_name: event.data.to.name } : {}),
          })
          .where('id', '=', event.data.projectId)
          .where('version', '<', event.streamVersion)
          .execute();
      }
    }
  },
});
