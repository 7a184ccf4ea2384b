import type { NoteEvent, NoteFields, RecordRef } from '@dealbook/contracts';
import { findMissingRecords } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { noteDecider } from './note.decider.js';

export async function addNote(
  { db, commands }: LookUpAndRun,
  noteId: string,
  fields: NoteFields,
  links: RecordRef[],
  metadata: CommandMetadata,
): Promise<CommandOutcome<NoteEvent>> {
  const unknownLinks = await findMissingRecords(db, links);
  return commands.execute(noteDecider, {
    command: { type: 'AddNote', noteId, authorId: metadata.actorId, fields, links, unknownLinks },
    metadata,
    expectedVersion: 0,
  });
}
