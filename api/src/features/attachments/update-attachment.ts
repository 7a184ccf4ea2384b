import type { AttachmentEvent, UpdateAttachment } from '@dealbook/contracts';
import { findMissingRecords } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { attachmentDecider, linkRefsOf } from './attachment.decider.js';

/** Rename, describe, link and unlink: one PUT, each change its own domain event. */
export async function updateAttachment(
  { db, commands }: LookUpAndRun,
  changes: Omit<UpdateAttachment, 'type' | 'unknownLinks'>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<AttachmentEvent>> {
  // Every listed id is looked up; the decider refuses only those the change would add.
  const unknownLinks = await findMissingRecords(db, linkRefsOf(changes.links));
  return commands.execute(attachmentDecider, {
    command: { type: 'UpdateAttachment', ...changes, unknownLinks },
    metadata,
    expectedVersion,
  });
}
