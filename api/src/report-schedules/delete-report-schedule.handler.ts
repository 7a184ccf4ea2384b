import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ReportScheduleActor, ReportScheduleEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { reportScheduleDecider } from './report-schedule.decider.js';

export class DeleteReportScheduleCommand extends Command<CommandOutcome<ReportScheduleEvent>> {
  constructor(
    readonly scheduleId: string,
    readonly actor: ReportScheduleActor,
    readonly metadata: CommandMetadata,
    readonly expectedVersion: number | undefined,
  ) {
    super();
  }
}

@CommandHandler(DeleteReportScheduleCommand)
export class DeleteReportScheduleHandler implements ICommandHandler<DeleteReportScheduleCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ scheduleId, actor, metadata, expectedVersion }: DeleteReportScheduleCommand) {
    return executeCommand(this.store, reportScheduleDecider, {
      command: { type: 'DeleteReportSchedule', scheduleId, actor },
      metadata,
      expectedVersion,
    });
  }
}
