import type { CommunicationFields, EventStore, LogCommunication } from '@dealbook/contracts';
import { findPurchaseRefs, type PurchaseRef, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { toNewEvents } from '../../kernel/event-sourcing/execute-command.js';
import type { CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { newId } from '../../kernel/ids.js';
import { withinReach } from '../purchases/caller-projects.js';
import { lookUpCallerPeople, requireCallerPeople } from './caller-people.js';
import { lookUpCommunication, parentsOf, rejectionsOf } from './communication-lookups.js';
import { communicationDecider, communicationStreamId } from './communication.decider.js';

/**
 * POST /api/communication/mass (spec §7.9): one communication per purchase, each on its own new
 * stream, tied by one `massId`, each linked to its purchase, the purchase's project and purchaser
 * company. Every purchase is checked and every communication decided before the first is
 * written, so a bad id or a bad outcome writes nothing. The streams are new, so no append can
 * meet a concurrent writer; only a failing database could stop the run part way.
 */
export async function logMassCommunication(
  { db, store }: { db: Kysely<ReadModelDatabase>; store: EventStore },
  fields: CommunicationFields,
  purchaseIds: readonly string[],
  context: CommandContextValue,
  /** The projects of an external caller; undefined for staff. */
  reach: readonly string[] | undefined,
): Promise<number> {
  const purchases = await findPurchaseRefs(db, purchaseIds);
  const unknown = purchaseIds.filter((id) => {
    const ref = purchases.get(id);
    return !ref || !withinReach(reach, ref.projectId);
  });
  if (unknown.length > 0) {
    throw new DomainError('validation', `Nothing was logged: no purchase ${unknown.join(', ')}`, {
      purchases: `no purchase ${unknown.join(', ')}`,
    });
  }
  if (reach) await requireCallerPeopleOfEach(db, fields, [...purchases.values()], context.actorId);
  const people = await lookUpCommunication(db, {
    links: [],
    employees: fields.employees,
    contacted: fields.contacted,
    reach,
  });
  const rejectedPurchases = rejectionsOf([...purchases.values()]);
  const massId = newId();
  const commands: LogCommunication[] = purchaseIds.map((id) => ({
    type: 'LogCommunication',
    communicationId: newId(),
    fields,
    links: [{ type: 'purchase', id }],
    massId,
    author: context.actorId,
    lookups: { ...people, purchaseParents: parentsOf([purchases.get(id)!]), rejectedPurchases },
  }));
  const decided = commands.map((command) => ({
    command,
    events: communicationDecider.decide(command, communicationDecider.initialState),
  }));
  for (const { command, events } of decided) {
    await store.append(
      communicationStreamId(command.communicationId),
      toNewEvents(events, communicationDecider.events, context),
      { expectedVersion: 0 },
    );
  }
  return decided.length;
}

/** Each communication of the run is on one purchase: its people must belong to that purchase. */
async function requireCallerPeopleOfEach(
  db: Kysely<ReadModelDatabase>,
  fields: CommunicationFields,
  purchases: readonly PurchaseRef[],
  caller: string,
) {
  const people = await lookUpCallerPeople(
    db,
    fields,
    purchases.map((ref) => ref.projectId),
  );
  for (const ref of purchases) {
    requireCallerPeople(caller, fields, [{ project: ref.projectId, company: ref.companyId }], people);
  }
}
