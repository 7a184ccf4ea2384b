import {
  changedValues,
  CompanyEvents,
  CompanyEventTypes,
  CompanyLinkNames,
  type CompanyEvent,
  type CompanyFields,
} from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';

const emptyLinks = Object.fromEntries(CompanyLinkNames.map((name) => [name, []]));

/** A registered company's document: its fields and empty link lists. */
export function registeredCompanyDoc(fields: CompanyFields): Record<string, unknown> {
  return { ...fields, ...emptyLinks };
}

/**
 * Company events -> the companies table. Idempotent: a registration inserts only once, and an
 * edit applies only when it is newer than the row's version.
 */
export const companyProjection = defineProjection<CompanyEvent>({
  name: 'companies',
  eventTypes: CompanyEventTypes,
  tables: ['companies'],
  async apply(db, event) {
    switch (event.type) {
      // A registration and an edit are most of a log: templates (see `Projection`).
      case 'CompanyRegistered':
        await sql`
          insert into companies (id, version, doc, created_at, updated_at)
          values (${event.data.companyId}, ${event.streamVersion},
            ${JSON.stringify(registeredCompanyDoc(event.data.fields))}::jsonb, ${event.recordedAt}, ${event.recordedAt})
          on conflict (id) do nothing`.execute(db);
        return;
      // A merged-away company comes back as it was, with the time it was first created.
      case 'CompanyRestoredFromMerge':
        await sql`
          insert into companies (id, version, doc, created_at, updated_at)
          values (${event.data.companyId}, ${event.streamVersion},
            ${JSON.stringify(registeredCompanyDoc(event.data.fields))}::jsonb, ${new Date(event.data.createdAt)},
            ${event.recordedAt})
          on conflict (id) do nothing`.execute(db);
        return;
      case 'CompanyUpdated':
      case 'CompanyTextRedacted':
      case 'CompanyRoleFlagsChanged':
      case 'CompanyMerged':
      case 'CompanyMergeUndone':
        await sql`
          update companies
          set doc = doc || ${JSON.stringify(changedValues(CompanyEvents, event))}::jsonb,
            version = ${event.streamVersion}, updated_at = ${event.recordedAt}
          where id = ${event.data.companyId} and version < ${event.streamVersion}`.execute(db);
        return;
      // Merged away: it leaves lists, search and counts as a deleted one does (merged_records redirects it).
      case 'CompanyMergedInto':
      case 'CompanyDeleted':
        await db.deleteFrom('companies').where('id', '=', event.data.companyId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`companies projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
