import type { ReportScheduleActor, ReportScheduleEvent, ReportScheduleFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { reportScheduleDecider } from './report-schedule.decider.js';
import { findNonStaffRecipients } from './staff-recipients.js';

export async function changeReportSchedule(
  { db, commands }: LookUpAndRun,
  scheduleId: string,
  actor: ReportScheduleActor,
  fields: ReportScheduleFields,
  metadata: CommandMetadata,
  expectedVersion: number | undefined,
): Promise<CommandOutcome<ReportScheduleEvent>> {
  const unknownRecipients = await findNonStaffRecipients(db, fields.recipients);
  return commands.execute(reportScheduleDecider, {
    command: { type: 'ChangeReportSchedule', scheduleId, actor, fields, unknownRecipients },
    metadata,
    expectedVersion,
  });
}
