import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ImportEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { importDecider } from './import.decider.js';
import { ImportRunner } from './import-runner.service.js';

export class CancelImportCommand extends Command<CommandOutcome<ImportEvent>> {
  constructor(
    readonly importId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/**
 * Asks a check or run to stop. The request is recorded, so whichever instance works on the import
 * has its next batch refused and records the cancel; this instance's job stops at once.
 */
@CommandHandler(CancelImportCommand)
export class CancelImportHandler implements ICommandHandler<CancelImportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ImportRunner) private readonly runner: ImportRunner,
  ) {}

  async execute({ importId, metadata }: CancelImportCommand) {
    // This instance's job waits while the request is recorded, so its batches cannot crowd it out.
    const release = this.runner.hold(importId);
    try {
      const outcome = await executeCommand(this.store, importDecider, {
        command: { type: 'CancelImport', importId },
        metadata,
      });
      this.runner.cancel(importId);
      return outcome;
    } finally {
      release();
    }
  }
}
