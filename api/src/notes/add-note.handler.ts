import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, NoteEvent, NoteFields, RecordRef } from '@dealbook/contracts';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { noteDecider } from './note.decider.js';

export class AddNoteCommand extends Command<CommandOutcome<NoteEvent>> {
  constructor(
    readonly noteId: string,
    readonly fields: NoteFields,
    readonly links: RecordRef[],
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(AddNoteCommand)
export class AddNoteHandler implements ICommandHandler<AddNoteCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ noteId, fields, links, metadata }: AddNoteCommand): Promise<CommandOutcome<NoteEvent>> {
    const unknownLinks = await findMissingRecords(this.db, links);
    return executeCommand(this.store, noteDecider, {
      command: { type: 'AddNote', noteId, authorId: metadata.actorId, fields, links, unknownLinks },
      metadata,
      expectedVersion: 0,
    });
  }
}
