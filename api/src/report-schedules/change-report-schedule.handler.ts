import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ReportScheduleActor, ReportScheduleEvent, ReportScheduleFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { reportScheduleDecider } from './report-schedule.decider.js';
import { findNonStaffRecipients } from './staff-recipients.js';

export class ChangeReportScheduleCommand extends Command<CommandOutcome<ReportScheduleEvent>> {
  constructor(
    readonly scheduleId: string,
    readonly actor: ReportScheduleActor,
    readonly fields: ReportScheduleFields,
    readonly metadata: CommandMetadata,
    readonly expectedVersion: number | undefined,
  ) {
    super();
  }
}

@CommandHandler(ChangeReportScheduleCommand)
export class ChangeReportScheduleHandler implements ICommandHandler<ChangeReportScheduleCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ scheduleId, actor, fields, metadata, expectedVersion }: ChangeReportScheduleCommand) {
    const unknownRecipients = await findNonStaffRecipients(this.db, fields.recipients);
    return executeCommand(this.store, reportScheduleDecider, {
      command: { type: 'ChangeReportSchedule', scheduleId, actor, fields, unknownRecipients },
      metadata,
      expectedVersion,
    });
  }
}
