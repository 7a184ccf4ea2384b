import {
  changedValues,
  CommunicationEventTypes,
  CompanyEvents,
  notSubmittedReview,
  PurchaseEvents,
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
            clientReview: notSubmittedReview,
          }),
          company_name: company.name,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'PurchaseStageChanged':
      // The stage moves as catalogued; the step the move took joins the purchase's history.
      return patchDoc(
        db,
        event,
        sql<string>`jsonb_set(${merged(changedValues(PurchaseEvents, event))}, '{stepHistory}',
          coalesce(doc->'stepHistory', '[]'::jsonb) || jsonb_build_array(${JSON.stringify(event.data.step)}::jsonb))`,
      );
    case 'PurchaseCommentsUpdated':
    case 'PurchaseTextRedacted':
    case 'PurchasePriorityChanged':
    case 'PurchaseNdaSent':
    case 'PurchaseNdaSigned':
    case 'PurchaseImSent':
    case 'PurchaseTeaserSent':
    case 'PurchaseMilestoneCleared':
    case 'PurchaseSubmittedForApproval':
    case 'PurchaseApprovalDecided':
      return patchDoc(db, event, merged(changedValues(PurchaseEvents, event)));
    case 'PurchaseCompanyChanged':
      await db
        .updateTable('purchases')
        .set({ doc: merged({ company: event.data.to.id }), company_name: event.data.to.name })
        .set({ version: event.streamVersion, updated_at: event.recordedAt })
        .where('id', '=', event.data.purchaseId)
        .where('version', '<', event.streamVersion)
        .execute();
      return;
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
      const { companyName } = changedValues(CompanyEvents, event);
      if (typeof companyName === 'string') {
        await db
          .updateTable('purchases')
          .set({ company_name: companyName })
          .where('company_id', '=', event.data.companyId)
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
