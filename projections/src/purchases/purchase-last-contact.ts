import {
  changedFields,
  CommunicationEvents,
  CommunicationEventTypes,
  type CommunicationEvent,
  type CommunicationUpdated,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { ProjectedEvent } from '../runner/projection.js';

type Db = Kysely<ReadModelDatabase>;

const communicationEventTypes: ReadonlySet<string> = new Set(CommunicationEventTypes);

export function isCommunicationEvent(event: ProjectedEvent): event is ProjectedEvent<CommunicationEvent> {
  return communicationEventTypes.has(event.type);
}

/**
 * Communication events -> `purchase_comms` (date, type, outcome and purchases of each
 * communication) and the `last_*` columns of the purchases they touch: the latest communication
 * linked to a purchase, by date (ties: the later logged). Each write applies only when the event
 * is newer than the note; the last contact is recomputed, so replaying changes nothing.
 */
export async function applyCommunicationToPurchases(db: Db, event: ProjectedEvent<CommunicationEvent>): Promise<void> {
  const id = event.data.communicationId;
  const version = event.streamVersion;
  switch (event.type) {
    case 'CommunicationLogged': {
      const { fields, links } = event.data;
      const purchases = links.filter((ref) => ref.type === 'purchase').map((ref) => ref.id);
      // A row for every call logged, the commonest event: a template (see `Projection`).
      await sql`
        insert into purchase_comms (id, version, purchases, comms_date, comms_type, outcome, action)
        values (${id}, ${version}, ${JSON.stringify(purchases)}::jsonb, ${fields.commsDate}, ${fields.commsType},
          ${fields.outcome}, ${fields.action})
        on conflict (id) do nothing`.execute(db);
      return takeIfLatest(db, purchases, { ...fields, id });
    }
    case 'CommunicationUpdated': {
      const { commsDate, commsType } = changedFields(
        CommunicationEvents,
        event,
      ) as CommunicationUpdated['data']['changes'];
      if (!commsDate && !commsType) return;
      await db
        .updateTable('purchase_comms')
        .set({
          version,
          ...(commsDate ? { comms_date: commsDate.to } : {}),
          ...(commsType ? { comms_type: commsType.to } : {}),
        })
        .where('id', '=', id)
        .where('version', '<', version)
        .execute();
      return recomputeLastContact(db, purchasesOf(id));
    }
    case 'CommunicationOutcomeChanged':
      await db
        .updateTable('purchase_comms')
        .set({ version, outcome: event.data.to.outcome, action: event.data.to.action })
        .where('id', '=', id)
        .where('version', '<', version)
        .execute();
      return recomputeLastContact(db, purchasesOf(id));
    case 'CommunicationLinked':
    case 'CommunicationUnlinked': {
      const ref = event.type === 'CommunicationLinked' ? event.data.to : event.data.from;
      if (ref.type !== 'purchase') return;
      const list =
        event.type === 'CommunicationLinked'
          ? sql<string>`case when purchases ? ${ref.id}::text then purchases else purchases || to_jsonb(${ref.id}::text) end`
          : sql<string>`purchases - ${ref.id}::text`;
      await db
        .updateTable('purchase_comms')
        .set({ version, purchases: list })
        .where('id', '=', id)
        .where('version', '<', version)
        .execute();
      return recomputeLastContact(db, listed([ref.id]));
    }
    case 'CommunicationDeleted': {
      await db.deleteFrom('purchase_comms').where('id', '=', id).execute();
      const purchases = event.data.links.filter((ref) => ref.type === 'purchase').map((ref) => ref.id);
      return recomputeLastContact(db, listed(purchases));
    }
    // The text is not kept here.
    case 'CommunicationTextRedacted':
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`purchases projection got ${(unexpected as ProjectedEvent).type}`);
    }
  }
}

/** Purchases to recompute: a query yielding their ids as `id`. */
type Targets = RawBuilder<unknown> | undefined;

const listed = (ids: readonly string[]): Targets =>
  ids.length === 0 ? undefined : sql`select distinct unnest(${[...ids]}::uuid[]) as id`;

/** The purchases the communication is linked to when this statement runs (after its own update). */
const purchasesOf = (communicationId: string): Targets =>
  sql`select jsonb_array_elements_text(purchases)::uuid as id from purchase_comms where id = ${communicationId}`;

/**
 * A new communication is the last contact of each of its purchases whose last contact is older
 * (by date, ties: the later logged): the one comparison a recompute over all of the purchase's
 * communications would come to, without reading them.
 */
async function takeIfLatest(
  db: Db,
  purchases: readonly string[],
  logged: { id: string; commsDate: string; commsType: number; outcome: string | null; action: number | null },
): Promise<void> {
  // One statement per purchase (a call names one, mostly), keyed by its id: a rebuild merges
  // the calls of a batch on different purchases into one update. A template (see `Projection`).
  for (const purchaseId of new Set(purchases)) {
    await sql`
      update purchases
      set last_contact_id = ${logged.id}, last_contact_date = ${logged.commsDate},
        last_contact_type = ${logged.commsType}, last_outcome = ${logged.outcome}, last_action = ${logged.action}
      where id = ${purchaseId}
        and (last_contact_date is null or (last_contact_date, last_contact_id) < (${logged.commsDate}, ${logged.id}::uuid))`.execute(
      db,
    );
  }
}

/** Sets each purchase's last contact to its latest linked communication (none: nulls). */
async function recomputeLastContact(db: Db, targets: Targets): Promise<void> {
  if (!targets) return;
  await sql`
    update purchases p set
      last_contact_id = latest.id,
      last_contact_date = latest.comms_date,
      last_contact_type = latest.comms_type,
      last_outcome = latest.outcome,
      last_action = latest.action
    from (${targets}) as target(id)
    left join lateral (
      select c.id, c.comms_date, c.comms_type, c.outcome, c.action
      from purchase_comms c
      where c.purchases ? target.id::text
      order by c.comms_date desc, c.id desc
      limit 1
    ) latest on true
    where p.id = target.id`.execute(db);
}
