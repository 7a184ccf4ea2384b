import { Button, H2, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { hasRole, type ReportName, type ReportRun, type ReportSchedule } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useDeleteReportSchedule, useReportSchedules } from '../hooks/useReportSchedules.js';
import { scheduleFiltersOf, weekdayOptions } from '../utils/scheduleForm.js';
import { ScheduleReportDialog } from './ScheduleReportDialog.js';
import { Notice } from '../../ui/components/Notice.js';

export interface ReportSchedulesCardProps {
  report: ReportName;
  title: string;
  query: URLSearchParams;
}

const outcomeIntent: Record<NonNullable<ReportRun['outcome']>, Intent> = {
  sent: Intent.SUCCESS,
  outbox: Intent.WARNING,
  failed: Intent.DANGER,
};
const outcomeWords: Record<NonNullable<ReportRun['outcome']>, string> = {
  sent: 'Sent',
  outbox: 'In the outbox',
  failed: 'Failed',
};

/** "Weekly on Monday at 07:30, as PDF". */
function when(schedule: ReportSchedule): string {
  const day =
    schedule.frequency === 'weekly'
      ? ` on ${weekdayOptions[schedule.weekday - 1]?.label ?? ''}`
      : schedule.frequency === 'monthly'
        ? ` on day ${schedule.monthDay}`
        : '';
  const often = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' }[schedule.frequency];
  return `${often}${day} at ${schedule.time}, as ${schedule.format === 'pdf' ? 'PDF' : 'spreadsheet'}`;
}

/** The report's e-mail schedules and each one's latest runs, with what became of them. */
export function ReportSchedulesCard({ report, title, query }: ReportSchedulesCardProps) {
  const schedules = useReportSchedules(report);
  const remove = useDeleteReportSchedule();
  const me = useCurrentUser();
  // The schedule's rule (its owner or a manager): others see it without the buttons they may not use.
  const mayChange = (schedule: ReportSchedule) => hasRole(me.role, 'manager') || schedule.owner?._id === me._id;
  /** The dialog: a new schedule, or the one being changed. */
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const removeOne = async (schedule: ReportSchedule) => {
    try {
      await remove.mutateAsync(schedule._id);
      toastSuccess('Schedule removed');
    } catch (error) {
      toastError('The schedule was not removed', errorMessage(error));
    }
  };
  return (
    <section className="db-report-schedules" aria-label="E-mail schedules">
      <div className="db-report-schedules__head">
        <H2 className="db-looks-h4">Sent by e-mail</H2>
        <Button icon="time" onClick={() => setEditing('new')}>
          Schedule…
        </Button>
      </div>
      {schedules.isPending ? (
        <Spinner size={20} aria-label="Loading the schedules" />
      ) : schedules.isError ? (
        <Notice intent="danger">{errorMessage(schedules.error)}</Notice>
      ) : schedules.data.length === 0 ? (
        <p className="db-muted">Not scheduled. Schedule it to have it e-mailed daily, weekly or monthly.</p>
      ) : (
        schedules.data.map((schedule) => (
          <div key={schedule._id} className="db-report-schedule" aria-label={when(schedule)}>
            <p>
              <strong>{when(schedule)}</strong> to {schedule.recipients.join(', ')}
              {schedule.owner ? ` · scheduled by ${schedule.owner.fullName}` : ''}{' '}
              {mayChange(schedule) && (
                <>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={`Change the schedule ${when(schedule)}`}
                    onClick={() => setEditing(schedule)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    aria-label={`Remove the schedule ${when(schedule)}`}
                    onClick={() => void removeOne(schedule)}
                  />
                </>
              )}
            </p>
            {schedule.runs.length === 0 ? (
              <p className="db-muted">No run yet.</p>
            ) : (
              <HTMLTable compact aria-label="Runs">
                <thead>
                  <tr>
                    <th scope="col">Due</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Rows</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.runs.map((run) => (
                    <tr key={run.dueAt}>
                      <td>{formatDateTime(run.dueAt)}</td>
                      <td>
                        {run.outcome ? (
                          <Tag intent={outcomeIntent[run.outcome]}>{outcomeWords[run.outcome]}</Tag>
                        ) : (
                          <Tag>Under way</Tag>
                        )}
                      </td>
                      <td>{run.rows ?? ''}</td>
                      <td>{run.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </div>
        ))
      )}
      {editing && (
        <ScheduleReportDialog
          report={report}
          title={title}
          filters={scheduleFiltersOf(query)}
          schedule={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
