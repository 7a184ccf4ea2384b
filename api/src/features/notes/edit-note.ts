import type { NoteActor, NoteEvent, NoteFields, NoteLinkType } from '@dealbook/contracts';
import { findMissingRecords } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { noteDecider } from './note.decider.js';

export async function editNote(
  { db, commands }: LookUpAndRun,
  noteId: string,
  actor: NoteActor,
  changes: Partial<NoteFields>,
  links: Partial<Record<NoteLinkType, string[]>>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<NoteEvent>> {
  const refs = (Object.entries(links) as [NoteLinkType, string[]][]).flatMap(([type, ids]) =>
    ids.map((id) => ({ type, id })),
  );
  const unknownLinks = await findMissingRecords(db, refs);
  return commands.execute(noteDecider, {
    command: { type: 'EditNote', noteId, actor, changes, links, unknownLinks },
    metadata,
    expectedVersion,
  });
}
