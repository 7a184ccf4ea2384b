import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommunicationFields, type EventStore, type LogCommunication } from '@dealbook/contracts';
import { findPurchaseRefs, type PurchaseRef, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError } from '../common/errors/domain-error.js';
import { toNewEvents } from '../common/event-sourcing/execute-command.js';
import type { CommandContextValue } from '../common/http/command-context.decorator.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { withinReach } from '../purchases/caller-projects.js';
import { lookUpCallerPeople, requireCallerPeople } from './caller-people.js';
import { lookUpCommunication, parentsOf, rejectionsOf } from './communication-lookups.js';
import { communicationDecider, communicationStreamId } from './communication.decider.js';
import { newId } from '../common/ids.js';

export class LogMassCommunicationCommand extends Command<number> {
  constructor(
    readonly fields: CommunicationFields,
    readonly purchaseIds: readonly string[],
    readonly context: CommandContextValue,
    /** The projects of an external caller; undefined for staff. */
    readonly reach: readonly string[] | undefined,
  ) {
    super();
  }
}

/**
 * POST /api/communication/mass (spec §7.9): one communication per purchase, each on its own new
 * stream, tied by one `massId`, each linked to its purchase, the purchase's project and purchaser
 * company. Every purchase is checked and every communication decided before the first is
 * written, so a bad id or a bad outcome writes nothing. The streams are new, so no append can
 * meet a concurrent writer; only a failing database could stop the run part way.
 */
@CommandHandler(LogMassCommunicationCommand)
export class LogMassCommunicationHandler implements ICommandHandler<LogMassCommunicationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ fields, purchaseIds, context, reach }: LogMassCommunicationCommand): Promise<number> {
    const purchases = await findPurchaseRefs(this.db, purchaseIds);
    const unknown = purchaseIds.filter((id) => {
      const ref = purchases.get(id);
      return !ref || !withinReach(reach, ref.projectId);
    });
    if (unknown.length > 0) {
      throw new DomainError('validation', `Nothing was logged: no purchase ${unknown.join(', ')}`, {
        purchases: `no purchase ${unknown.join(', ')}`,
      });
    }
    if (reach) await this.requireCallerPeople(fields, [...purchases.values()], context.actorId);
    const people = await lookUpCommunication(this.db, {
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
      await this.store.append(
        communicationStreamId(command.communicationId),
        toNewEvents(events, communicationDecider.events, context),
        { expectedVersion: 0 },
      );
    }
    return decided.length;
  }

  /** Each communication of the run is on one purchase: its people must belong to that purchase. */
  private async requireCallerPeople(fields: CommunicationFields, purchases: readonly PurchaseRef[], caller: string) {
    const people = await lookUpCallerPeople(
      this.db,
      fields,
      purchases.map((ref) => ref.projectId),
    );
    for (const ref of purchases) {
      requireCallerPeople(caller, fields, [{ project: ref.projectId, company: ref.companyId }], people);
    }
  }
}
