import type { ReportScheduleEvent, ReportScheduleFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { reportScheduleDecider } from './report-schedule.decider.js';
import { findNonStaffRecipients } from './staff-recipients.js';

export async function scheduleReport(
  { db, commands }: LookUpAndRun,
  scheduleId: string,
  fields: ReportScheduleFields,
  metadata: CommandMetadata & { actorId: string },
): Promise<CommandOutcome<ReportScheduleEvent>> {
  const unknownRecipients = await findNonStaffRecipients(db, fields.recipients);
  return commands.execute(reportScheduleDecider, {
    command: { type: 'ScheduleReport', scheduleId, ownerId: metadata.actorId, fields, unknownRecipients },
    metadata,
    expectedVersion: 0,
  });
}
