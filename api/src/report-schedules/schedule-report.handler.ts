import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ReportScheduleEvent, ReportScheduleFields } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { reportScheduleDecider } from './report-schedule.decider.js';
import { findNonStaffRecipients } from './staff-recipients.js';

export class ScheduleReportCommand extends Command<CommandOutcome<ReportScheduleEvent>> {
  constructor(
    readonly scheduleId: string,
    readonly fields: ReportScheduleFields,
    readonly metadata: CommandMetadata & { actorId: string },
  ) {
    super();
  }
}

@CommandHandler(ScheduleReportCommand)
export class ScheduleReportHandler implements ICommandHandler<ScheduleReportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ scheduleId, fields, metadata }: ScheduleReportCommand) {
    const unknownRecipients = await findNonStaffRecipients(this.db, fields.recipients);
    return executeCommand(this.store, reportScheduleDecider, {
      command: { type: 'ScheduleReport', scheduleId, ownerId: metadata.actorId, fields, unknownRecipients },
      metadata,
      expectedVersion: 0,
    });
  }
}
