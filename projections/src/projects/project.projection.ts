import { ProjectEventTypes, type CompanyUpdated, type ProjectEvent } from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection } from '../runner/projection.js';

/** The new values of an edit's {field: {from, to}} changes. */
function newValues(changes: Record<string, { to: unknown } | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change?.to]));
}

/** The fields of the document an event sets (the registration and deletion aside). */
function valuesOf(event: Exclude<ProjectEvent, { type: 'ProjectRegistered' | 'ProjectDeleted' }>) {
  switch (event.type) {
    case 'ProjectUpdated':
    case 'ProjectTeamChanged':
      return newValues(event.data.changes);
    case 'ProjectStatusChanged':
      return { status: event.data.to };
    case 'OpportunityStatusChanged':
      return { opportunityStatus: event.data.to };
    case 'ProjectConvertedToDeal':
      return { isDeal: true, dealStatus: event.data.dealStatus };
    case 'ProjectReturnedToOpportunity':
      return { isDeal: false };
    case 'DealStatusChanged':
      return { dealStatus: event.data.to };
    case 'LostOpportunityRecorded':
      return { lostOpportunityReason: event.data.to.reason, lostOpportunityDescription: event.data.to.description };
    case 'ProjectServiceChanged':
      return event.data.to;
    case 'ProjectClientChanged':
      return { client: event.data.to.id };
    case 'MoneyLaunderingCheckRecorded':
      return { [event.data.check]: event.data.to };
    default: {
      const unexpected: never = event;
      throw new Error(`projects projection got ${(unexpected as ProjectEvent).type}`);
    }
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
      const { companyId, changes } = event.data;
      if (changes.companyName) {
        await db
          .updateTable('projects')
          .set({ client_name: changes.companyName.to })
          .where('client_id', '=', companyId)
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
