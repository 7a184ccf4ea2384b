import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, FinishReportRun, ReportScheduleEvent, StartReportRun } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { reportScheduleDecider } from './report-schedule.decider.js';

/** The scheduler's two steps of a run: claim it (once, whatever the instances), then record how it went. */
export class RecordReportRunCommand extends Command<CommandOutcome<ReportScheduleEvent>> {
  constructor(
    readonly step: StartReportRun | FinishReportRun,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RecordReportRunCommand)
export class RecordReportRunHandler implements ICommandHandler<RecordReportRunCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ step, metadata }: RecordReportRunCommand) {
    return executeCommand(this.store, reportScheduleDecider, { command: step, metadata });
  }
}
