import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommunicationEvent, CommunicationFields, CommunicationLinkType, EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { lookUpCommunication } from './communication-lookups.js';
import { communicationDecider } from './communication.decider.js';

export class UpdateCommunicationCommand extends Command<CommandOutcome<CommunicationEvent>> {
  constructor(
    readonly communicationId: string,
    readonly changes: Partial<CommunicationFields>,
    readonly links: Partial<Record<CommunicationLinkType, string[]>>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateCommunicationCommand)
export class UpdateCommunicationHandler implements ICommandHandler<UpdateCommunicationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ communicationId, changes, links, metadata, expectedVersion }: UpdateCommunicationCommand) {
    const refs = (Object.entries(links) as [CommunicationLinkType, string[]][]).flatMap(([type, ids]) =>
      ids.map((id) => ({ type, id })),
    );
    const lookups = await lookUpCommunication(this.db, {
      links: refs,
      employees: changes.employees ?? [],
      contacted: changes.contacted ?? [],
      reach: undefined,
    });
    return executeCommand(this.store, communicationDecider, {
      command: { type: 'UpdateCommunication', communicationId, changes, links, lookups },
      metadata,
      expectedVersion,
    });
  }
}
