import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommunicationEvent, CommunicationFields, EventStore, RecordRef } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CommandContextValue } from '../common/http/command-context.decorator.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { requireCallerLinks } from './caller-links.js';
import { lookUpCallerPeople, requireCallerPeople } from './caller-people.js';
import { lookUpCommunication } from './communication-lookups.js';
import { executeCommand, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { communicationDecider } from './communication.decider.js';

export class LogCommunicationCommand extends Command<CommandOutcome<CommunicationEvent>> {
  constructor(
    readonly communicationId: string,
    readonly fields: CommunicationFields,
    readonly links: RecordRef[],
    readonly context: CommandContextValue,
    /** The projects of an external caller; undefined for staff. */
    readonly reach: readonly string[] | undefined,
  ) {
    super();
  }
}

@CommandHandler(LogCommunicationCommand)
export class LogCommunicationHandler implements ICommandHandler<LogCommunicationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ communicationId, fields, links, context, reach }: LogCommunicationCommand) {
    const lookups = await lookUpCommunication(this.db, {
      links,
      employees: fields.employees,
      contacted: fields.contacted,
      reach,
    });
    if (reach) {
      requireCallerLinks(links, lookups);
      const parents = Object.values(lookups.purchaseParents);
      const people = await lookUpCallerPeople(
        this.db,
        fields,
        parents.map((p) => p.project),
      );
      requireCallerPeople(context.actorId, fields, parents, people);
    }
    return executeCommand(this.store, communicationDecider, {
      command: {
        type: 'LogCommunication',
        communicationId,
        fields,
        links,
        massId: null,
        author: context.actorId,
        lookups,
      },
      metadata: context,
      expectedVersion: 0,
    });
  }
}
