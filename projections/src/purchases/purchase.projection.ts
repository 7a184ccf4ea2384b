import {
  CommunicationEventTypes,
  PurchaseEventTypes,
  type CommunicationEvent,
  type CompanyUpdated,
  type ProjectClientChanged,
  type PurchaseEvent,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import { applyCommunicationToPurchases, isCommunicationEvent } from './purchase-last-contact.js';

type Db = Kysely<ReadModelDatabase>;

/** Applies a change to the document once: only when the event is newer than the row. */
async function patchDoc(db: Db, event: ProjectedEvent<PurchaseEvent>, doc: RawBuilder<string>): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ doc, version: event.streamVersion, updated_at: event.recordedAt })
    .where('id', '=', event.data.purchaseId)
    .where('version', '<', event.streamVersion)
    .execute();
}

const merged = (values: Record<string, unknown>) => sql<string>`doc || ${JSON.stringify(values)}::jsonb`;

/** The new values of an edit's {field: {from, to}} changes. */
function newValues(changes: Record<string, { to: unknown } | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change?.to]));
}

async function applyPurchaseEvent(db: Db, event: ProjectedEvent<PurchaseEvent>): Promise<void> {
  switch (event.type) {
    case 'PurchaseRegistered': {
      const { purchaseId, company, project, client, fields, step } = event.data;
      await db
        .insertInto('purchases')
        .values({
          id: purchaseId,
          version: event.streamVersion,
          doc: JSON.stringify({
            ...fields,
            company: company.id,
            project: project.id,
            client: client.id,
            stepHistory: step ? [step] : [],
            // The names as they were, shown only once the record they name is deleted.
            projectName: project.name,
            clientName: client.name,
          }),
          company_name: company.name,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'PurchaseCommentsUpdated':
      return patchDoc(db, event, merged(newValues(event.data.changes)));
    case 'PurchaseStageChanged':
      return patchDoc(
        db,
        event,
        sql<string>`jsonb_set(doc || ${JSON.stringify({ currentStage: event.data.to })}::jsonb, '{stepHistory}',
          coalesce(doc->'stepHistory', '[]'::jsonb) || jsonb_build_array(${JSON.stringify(event.data.step)}::jsonb))`,
      );
    case 'PurchasePriorityChanged':
      return patchDoc(db, event, merged({ priority: event.data.to }));
    case 'PurchaseNdaSent':
      return patchDoc(db, event, merged({ sentNDA: event.data.to }));
    case 'PurchaseNdaSigned':
      return patchDoc(db, event, merged({ signedNDA: event.data.to }));
    case 'PurchaseImSent':
      return patchDoc(db, event, merged({ sentIM: event.data.to }));
    case 'PurchaseMilestoneCleared':
      return patchDoc(db, event, merged({ [event.data.milestone]: event.data.to }));
    case 'PurchaseDeleted':
      await db.deleteFrom('purchases').where('id', '=', event.data.purchaseId).execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`purchases projection got ${(unexpected as ProjectedEvent).type}`);
    }
  }
}

/**
 * Purchase events -> the purchases table. Also follows, from their events alone, what a purchase
 * shows of other records: the purchaser's name when the company is renamed, the client when the
 * project's client changes, and the last contact as communications linked to it are logged,
 * changed, moved or deleted. Idempotent: a registration inserts once, a change applies only when
 * newer than the row, and the rest set values or recompute them.
 */
export const purchaseProjection = defineProjection<
  PurchaseEvent | CompanyUpdated | ProjectClientChanged | CommunicationEvent
>({
  name: 'purchases',
  eventTypes: [...PurchaseEventTypes, 'CompanyUpdated', 'ProjectClientChanged', ...CommunicationEventTypes],
  tables: ['purchase_comms', 'purchases'],
  async apply(db, event) {
    if (event.type === 'CompanyUpdated') {
      const { companyId, changes } = event.data;
      if (changes.companyName) {
        await db
          .updateTable('purchases')
          .set({ company_name: changes.companyName.to })
          .where('company_id', '=', companyId)
          .execute();
      }
      return;
    }
    if (event.type === 'ProjectClientChanged') {
      const { projectId, to } = event.data;
      await db
        .updateTable('purchases')
        .set({ doc: merged({ client: to.id, clientName: to.name }) })
        .where('project_id', '=', projectId)
        .execute();
      return;
    }
    if (isCommunicationEvent(event)) return applyCommunicationToPurchases(db, event);
    return applyPurchaseEvent(db, event);
  },
});
