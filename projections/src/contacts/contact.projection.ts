import {
  changedValues,
  ContactChildListNames,
  ErasedContactFields,
  ContactEvents,
  ContactEventTypes,
  type ContactEvent,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { namesPerson, unerasedContact } from '../privacy/person-matching.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';

type Db = Kysely<ReadModelDatabase>;

const erasedFields = JSON.stringify(ErasedContactFields);

const emptyChildLists = Object.fromEntries(ContactChildListNames.map((name) => [name, []]));

/**
 * Applies a change to the document once: only when the event is newer than the row. A template,
 * as the registration below (see `Projection`).
 */
async function patchDoc(db: Db, event: ProjectedEvent<ContactEvent>, doc: RawBuilder<string>): Promise<void> {
  await sql`
    update contacts set doc = ${doc}, version = ${event.streamVersion}, updated_at = ${event.recordedAt}
    where id = ${event.data.contactId} and version < ${event.streamVersion}`.execute(db);
}

/** Appends a company id to a list of the document unless it is there already. */
const appendId = (list: string, companyId: string) =>
  sql<string>`case when doc->${sql.lit(list)} ? ${companyId}::text then doc
      else jsonb_set(doc, ${`{${list}}`}::text[], (doc->${sql.lit(list)}) || to_jsonb(${companyId}::text)) end`;

const removeId = (list: string, companyId: string) =>
  sql<string>`jsonb_set(doc, ${`{${list}}`}::text[], (doc->${sql.lit(list)}) - ${companyId}::text)`;

/**
 * Contact events -> the contacts table (document with company id lists) and contact_companies
 * (one row per employment, so a company's employees are an indexed query). Idempotent: a
 * registration inserts only once, and a change applies only when newer than the row.
 */
export const contactProjection = defineProjection<ContactEvent>({
  name: 'contacts',
  eventTypes: ContactEventTypes,
  tables: ['contact_companies', 'contacts'],
  async apply(db, event) {
    switch (event.type) {
      case 'ContactRegistered':
      case 'ContactRestoredFromMerge': {
        const { fields, reference, contactId } = event.data;
        // A merged-away contact comes back as it was, with the time it was first created.
        const createdAt = event.type === 'ContactRestoredFromMerge' ? new Date(event.data.createdAt) : event.recordedAt;
        const doc = {
          ...fields,
          reference,
          fullName: `${fields.firstName} ${fields.lastName}`,
          companies: [],
          referrals: [],
          ...emptyChildLists,
        };
        await sql`
          insert into contacts (id, version, doc, created_at, updated_at)
          values (${contactId}, ${event.streamVersion}, ${JSON.stringify(doc)}::jsonb, ${createdAt}, ${event.recordedAt})
          on conflict (id) do nothing`.execute(db);
        return;
      }
      case 'ContactUpdated':
      case 'ContactMarkedDoNotContact':
      case 'ContactDoNotContactLifted':
      case 'ContactMadeAmbassador':
      case 'ContactAmbassadorRoleEnded':
      case 'ContactAmbassadorNdaSigned':
      case 'ContactAmbassadorNdaWithdrawn':
      case 'ContactMerged':
      case 'ContactMergeUndone': {
        const values = JSON.stringify(changedValues(ContactEvents, event));
        await patchDoc(
          db,
          event,
          sql<string>`(doc || ${values}::jsonb) || jsonb_build_object('fullName', concat_ws(' ',
                coalesce(${values}::jsonb->>'firstName', doc->>'firstName'),
                coalesce(${values}::jsonb->>'lastName', doc->>'lastName')))`,
        );
        return;
      }
      case 'ContactJoinedCompany':
        await patchDoc(db, event, appendId('companies', event.data.companyId));
        await db
          .insertInto('contact_companies')
          .values({ contact_id: event.data.contactId, company_id: event.data.companyId, linked_at: event.recordedAt })
          .onConflict((oc) => oc.columns(['contact_id', 'company_id']).doNothing())
          .execute();
        return;
      case 'ContactLeftCompany':
        await patchDoc(db, event, removeId('companies', event.data.companyId));
        await db
          .deleteFrom('contact_companies')
          .where('contact_id', '=', event.data.contactId)
          .where('company_id', '=', event.data.companyId)
          .execute();
        return;
      case 'ContactReferralAdded':
        await patchDoc(db, event, appendId('referrals', event.data.companyId));
        return;
      case 'ContactReferralRemoved':
        await patchDoc(db, event, removeId('referrals', event.data.companyId));
        return;
      // Not a change to the contact: only the version moves on, so its ETag follows the stream.
      case 'ContactPersonalDataExported':
        await sql`
          update contacts set version = ${event.streamVersion}
          where id = ${event.data.contactId} and version < ${event.streamVersion}`.execute(db);
        return;
      case 'ContactErased':
        await eraseContact(db, event);
        return;
      // Merged away: it leaves lists, search and counts as a deleted one does (merged_records redirects it).
      case 'ContactMergedInto':
      case 'ContactDeleted':
        await db.deleteFrom('contact_companies').where('contact_id', '=', event.data.contactId).execute();
        await db.deleteFrom('contacts').where('id', '=', event.data.contactId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`contacts projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});

/**
 * Erases a contact's copies (issue 37), set-based, in the step that records the erasure: the
 * import ledger's preview and failure rows that carried their name or e-mail (matched against
 * the row as it stood, so before it is blanked), then the row itself, which becomes "Erased
 * person". Links from other records stay: they read the name from this row. The import ledger's
 * `import_records` and users' recently viewed lists are cleared by their own projections.
 */
async function eraseContact(db: Db, event: ProjectedEvent<ContactEvent>): Promise<void> {
  const id = event.data.contactId;
  const person = unerasedContact(id);
  const names = namesPerson;
  await sql`
    update import_preview set "values" = '{}'::jsonb, detail = '', duplicate_of = null
    from ${person} p(doc)
    where ${names(sql<string>`import_preview."values"::text`)} or ${names(sql<string>`import_preview.detail`)}
       or import_preview.duplicate_of::text like ${`%${id}%`}`.execute(db);
  await sql`
    update import_failures set reason = 'Erased person'
    from ${person} p(doc)
    where ${names(sql<string>`import_failures.reason`)}`.execute(db);
  await sql`
    update contacts set doc = doc || ${erasedFields}::jsonb, version = ${event.streamVersion},
      updated_at = ${event.recordedAt}
    where id = ${id} and version < ${event.streamVersion}`.execute(db);
}
