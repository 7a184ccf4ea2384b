import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ImportEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { TooBusyError } from '../common/heavy-work/too-busy.error.js';
import { importDecider } from './import.decider.js';
import { ImportRunner, MaxImportJobs } from './import-runner.service.js';

export class StartImportWorkCommand extends Command<CommandOutcome<ImportEvent>> {
  constructor(
    readonly importId: string,
    readonly work: 'check' | 'run' | 'undo',
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/**
 * Starts the dry run, the run or the undo: recorded first (the decider says whether the import's
 * state allows it, and only one start can win), then begun on this instance in the background.
 * Refused with 429, recording nothing, while this instance has MaxImportJobs imports at work.
 */
@CommandHandler(StartImportWorkCommand)
export class StartImportWorkHandler implements ICommandHandler<StartImportWorkCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ImportRunner) private readonly runner: ImportRunner,
  ) {}

  async execute({ importId, work, metadata, expectedVersion }: StartImportWorkCommand) {
    if (!this.runner.hasRoom()) {
      throw new TooBusyError(
        `The server is already checking, running or undoing ${MaxImportJobs} imports: try again in a minute.`,
        60,
      );
    }
    const outcome = await executeCommand(this.store, importDecider, {
      command: { type: 'StartImportWork', importId, work },
      metadata,
      expectedVersion,
    });
    this.runner.begin(importId);
    return outcome;
  }
}
