import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, NoteActor, NoteEvent, NoteFields, NoteLinkType } from '@dealbook/contracts';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { noteDecider } from './note.decider.js';

export class EditNoteCommand extends Command<CommandOutcome<NoteEvent>> {
  constructor(
    readonly noteId: string,
    readonly actor: NoteActor,
    readonly changes: Partial<NoteFields>,
    readonly links: Partial<Record<NoteLinkType, string[]>>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(EditNoteCommand)
export class EditNoteHandler implements ICommandHandler<EditNoteCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute(command: EditNoteCommand): Promise<CommandOutcome<NoteEvent>> {
    const { noteId, actor, changes, links, metadata, expectedVersion } = command;
    const refs = (Object.entries(links) as [NoteLinkType, string[]][]).flatMap(([type, ids]) =>
      ids.map((id) => ({ type, id })),
    );
    const unknownLinks = await findMissingRecords(this.db, refs);
    return executeCommand(this.store, noteDecider, {
      command: { type: 'EditNote', noteId, actor, changes, links, unknownLinks },
      metadata,
      expectedVersion,
    });
  }
}
