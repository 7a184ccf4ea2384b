import { CompanyEvents, CompanyLinkNames, type CompanyEvent, type CompanyFields } from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import { cataloguedValues } from '../shared/catalogued-changes.js';

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
  eventTypes: ['CompanyRegistered', 'CompanyUpdated', 'CompanyRoleFlagsChanged', 'CompanyDeleted'],
  tables: ['companies'],
  async apply(db, event) {
    switch (event.type) {
      case 'CompanyRegistered':
        await db
          .insertInto('companies')
          .values({
            id: event.data.companyId,
            version: event.streamVersion,
            doc: JSON.stringify(registeredCompanyDoc(event.data.fields)),
            created_at: event.recordedAt,
            updated_at: event.recordedAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'CompanyUpdated':
      case 'CompanyRoleFlagsChanged':
        await db
          .updateTable('companies')
          .set({
            doc: sql`doc || ${JSON.stringify(cataloguedValues(CompanyEvents, event))}::jsonb`,
            version: event.streamVersion,
            updated_at: event.recordedAt,
          })
          .where('id', '=', event.data.companyId)
          .where('version', '<', event.streamVersion)
          .execute();
        return;
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
