import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, NoteActor } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeNoteCommand, type NoteCommandOutcome } from './execute-note-command.js';

export class DeleteNoteCommand extends Command<NoteCommandOutcome> {
  constructor(
    readonly noteId: string,
    readonly actor: NoteActor,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteNoteCommand)
export class DeleteNoteHandler implements ICommandHandler<DeleteNoteCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ noteId, actor, metadata, expectedVersion }: DeleteNoteCommand): Promise<NoteCommandOutcome> {
    return executeNoteCommand(this.store, { type: 'DeleteNote', noteId, actor }, metadata, expectedVersion);
  }
}
