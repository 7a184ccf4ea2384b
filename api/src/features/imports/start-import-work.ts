import type { ImportEvent } from '@dealbook/contracts';
import type { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { TooBusyError } from '../../kernel/errors/too-busy.error.js';
import { importDecider } from './import.decider.js';
import { MaxImportJobs, type ImportRunner } from './import-runner.service.js';

/**
 * Starts the dry run, the run or the undo: recorded first (the decider says whether the import's
 * state allows it, and only one start can win), then begun on this instance in the background.
 * Refused with 429, recording nothing, while this instance has MaxImportJobs imports at work.
 */
export async function startImportWork(
  { commands, runner }: { commands: Commands; runner: ImportRunner },
  importId: string,
  work: 'check' | 'run' | 'undo',
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<ImportEvent>> {
  if (!runner.hasRoom()) {
    throw new TooBusyError(
      `The server is already checking, running or undoing ${MaxImportJobs} imports: try again in a minute.`,
      60,
    );
  }
  const outcome = await commands.execute(importDecider, {
    command: { type: 'StartImportWork', importId, work },
    metadata,
    expectedVersion,
  });
  runner.begin(importId);
  return outcome;
}
