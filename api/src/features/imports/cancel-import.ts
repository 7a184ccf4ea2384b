import type { ImportEvent } from '@dealbook/contracts';
import type { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { importDecider } from './import.decider.js';
import type { ImportRunner } from './import-runner.service.js';

/**
 * Asks a check or run to stop. The request is recorded, so whichever instance works on the import
 * has its next batch refused and records the cancel; this instance's job stops at once.
 */
export async function cancelImport(
  { commands, runner }: { commands: Commands; runner: ImportRunner },
  importId: string,
  metadata: CommandMetadata,
): Promise<CommandOutcome<ImportEvent>> {
  // This instance's job waits while the request is recorded, so its batches cannot crowd it out.
  const release = runner.hold(importId);
  try {
    const outcome = await commands.execute(importDecider, {
      command: { type: 'CancelImport', importId },
      metadata,
    });
    runner.cancel(importId);
    return outcome;
  } finally {
    release();
  }
}
