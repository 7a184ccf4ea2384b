import {
  CompanyEventTypes,
  ContactEventTypes,
  parseStreamId,
  ProjectEventTypes,
  recordChangeOf,
  type CompanyEvent,
  type ContactEvent,
  type ProjectEvent,
} from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection } from '../runner/projection.js';

/**
 * What each import did to the records it touched, from the records' own events that name it
 * (`metadata.via`, kind 'import'): the record it created, or the fields it changed from → to.
 * An undo reads this. Events not written by an import leave it alone; a record's further events
 * of one import merge into its row (a contact's registration and its company link stay a creation).
 */
export const importRecordsProjection = defineProjection<CompanyEvent | ContactEvent | ProjectEvent>({
  name: 'import-records',
  eventTypes: [...CompanyEventTypes, ...ContactEventTypes, ...ProjectEventTypes],
  tables: ['import_records'],
  async apply(db, event) {
    // An erased contact (issue 37): what the imports changed on them goes (the undo has nothing to put back).
    if (event.type === 'ContactErased') {
      await sql`update import_records set changes = '{}'::jsonb where record_id = ${event.data.contactId}`.execute(db);
      return;
    }
    const via = event.metadata.via;
    if (via?.kind !== 'import') return;
    const change = recordChangeOf(event.type, event.data);
    if (!change || change.effect === 'deletes') return;
    const { type, id } = parseStreamId(event.streamId);
    await db
      .insertInto('import_records')
      .values({
        import_id: via.id,
        record_id: id,
        record_type: type,
        action: change.effect === 'creates' ? 'create' : 'update',
        changes: JSON.stringify(change.changes),
      })
      .onConflict((oc) =>
        oc
          .columns(['import_id', 'record_id'])
          .doUpdateSet({ changes: sql`import_records.changes || excluded.changes` }),
      )
      .execute();
  },
});
