import { ContactChildListNames, ErasedContactFields, type Contact, type RecordedEvent } from '@dealbook/contracts';
import { toContact, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { contactDecider } from '../contacts/contact.decider.js';
import { foldEvents } from '../../kernel/event-sourcing/decider.js';

const emptyChildLists = Object.fromEntries(ContactChildListNames.map((name) => [name, []]));

/**
 * A contact as they stood after these events, folded by the contact decider itself. Once a person
 * is erased, their events read as erased (their key is shredded), so every moment of their past
 * replays as "Erased person" (issue 37); after the erasure itself, the erased record. The companies
 * are named as they are now; the linked records, which live on other streams, are empty here.
 */
export async function replayContact(
  db: Kysely<ReadModelDatabase>,
  id: string,
  events: readonly RecordedEvent[],
): Promise<Contact | undefined> {
  const state = foldEvents(contactDecider, events);
  const fields = state.erased ? ErasedContactFields : state.fields;
  if (!state.exists || state.deleted || !fields) return undefined;
  return toContact(db, {
    id,
    version: events.at(-1)!.streamVersion,
    doc: {
      ...fields,
      fullName: `${fields.firstName} ${fields.lastName}`,
      reference: state.reference,
      companies: state.companies.map((company) => company.companyId),
      referrals: state.referrals.map((company) => company.companyId),
      ...emptyChildLists,
      ...(state.erased ? { erased: true } : {}),
    },
    created_at: events[0]!.recordedAt,
    updated_at: events.at(-1)!.recordedAt,
  });
}
