import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, NoteActor, NoteEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { noteDecider } from './note.decider.js';

export class DeleteNoteCommand extends Command<CommandOutcome<NoteEvent>> {
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

  execute({ noteId, actor, metadata, expectedVersion }: DeleteNoteCommand): Promise<CommandOutcome<NoteEvent>> {
    return executeCommand(this.store, noteDecider, {
      command: { type: 'DeleteNote', noteId, actor },
      metadata,
      expectedVersion,
    });
  }
}
