import {
  NoteEventSchemaVersions,
  streamId,
  type EventStore,
  type NoteCommand,
  type NoteEvent,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { noteDecider } from './note.decider.js';

export type NoteCommandOutcome = CommandOutcome<NoteEvent>;

export function executeNoteCommand(
  store: EventStore,
  command: NoteCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<NoteCommandOutcome> {
  return executeCommand(store, noteDecider, {
    streamId: streamId('note', command.noteId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: NoteEventSchemaVersions,
  });
}
