import type {
  CompanyMergedInto,
  CompanyRestoredFromMerge,
  ContactMergedInto,
  ContactRestoredFromMerge,
} from '@dealbook/contracts';
import { defineProjection } from '../runner/projection.js';

type MergeEvent = CompanyMergedInto | ContactMergedInto | CompanyRestoredFromMerge | ContactRestoredFromMerge;

/**
 * The merged-away side of merges -> merged_records: a row per merge, marked undone by its undo.
 * Idempotent: the insert happens once per merge, the undo sets the same time again.
 */
export const mergedRecordProjection = defineProjection<MergeEvent>({
  name: 'merged-records',
  eventTypes: ['CompanyMergedInto', 'ContactMergedInto', 'CompanyRestoredFromMerge', 'ContactRestoredFromMerge'],
  tables: ['merged_records'],
  async apply(db, event) {
    switch (event.type) {
      case 'CompanyMergedInto':
      case 'ContactMergedInto': {
        const id = event.type === 'CompanyMergedInto' ? event.data.companyId : event.data.contactId;
        await db
          .insertInto('merged_records')
          .values({
            id,
            survivor_id: event.data.into.id,
            type: event.type === 'CompanyMergedInto' ? 'company' : 'contact',
            reference: event.type === 'ContactMergedInto' ? event.data.reference : null,
            merge_id: event.data.mergeId,
            merged_at: event.recordedAt,
          })
          .onConflict((oc) => oc.column('merge_id').doNothing())
          .execute();
        return;
      }
      case 'CompanyRestoredFromMerge':
      case 'ContactRestoredFromMerge': {
        await db
          .updateTable('merged_records')
          .set({ undone_at: event.recordedAt })
          .where('merge_id', '=', event.data.mergeId)
          .execute();
        return;
      }
    }
  },
});
