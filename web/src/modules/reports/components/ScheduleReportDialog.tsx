import { Dialog, DialogBody } from '@blueprintjs/core';
import type { ReportName, ReportSchedule, ScheduleReportBody } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormEnumMultiSelectField } from '../../forms/components/FormEnumMultiSelectField.js';
import { FormEnumSelectField } from '../../forms/components/FormEnumSelectField.js';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useTeamMembers } from '../../users/hooks/useTeamMembers.js';
import { useChangeReportSchedule, useScheduleReport } from '../hooks/useReportSchedules.js';
import {
  formatOptions,
  frequencyOptions,
  scheduleFieldLabels,
  scheduleFormSchema,
  scheduleFormValues,
  weekdayOptions,
} from '../utils/scheduleForm.js';

export interface ScheduleReportDialogProps {
  report: ReportName;
  title: string;
  /** The filters a new schedule keeps (the page's, not its period); a changed one keeps its own. */
  filters: ScheduleReportBody['filters'];
  /** The schedule being changed; none for a new one. */
  schedule?: ReportSchedule;
  onClose: () => void;
}

/** Schedules the report on screen to be e-mailed to the firm's people, daily, weekly or monthly, or changes a schedule. */
export function ScheduleReportDialog({ report, title, filters, schedule, onClose }: ScheduleReportDialogProps) {
  const me = useCurrentUser();
  const team = useTeamMembers();
  const staffEmails = (team.data ?? []).filter((member) => member.role >= 2).map((member) => member.email);
  const form = useSchemaForm({
    schema: scheduleFormSchema(report, schedule?.filters ?? filters),
    defaultValues: scheduleFormValues(me.email, schedule),
    labels: scheduleFieldLabels,
  });
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const create = useScheduleReport();
  const change = useChangeReportSchedule();
  const cycle = useSaveCycle({
    form,
    labels: scheduleFieldLabels,
    save: (body: ScheduleReportBody): Promise<unknown> =>
      schedule ? change.mutateAsync({ id: schedule._id, body, version: schedule.version }) : create.mutateAsync(body),
    savedMessage: schedule ? 'Schedule changed' : `${title} scheduled`,
    failedMessage: schedule ? 'The schedule was not changed' : `${title} was not scheduled`,
    onSaved: onClose,
  });
  const heading = schedule
    ? `Change the e-mail schedule of ${title.toLowerCase()}`
    : `E-mail ${title.toLowerCase()} on a schedule`;
  return (
    <Dialog isOpen onClose={onClose} title={heading} icon="time">
      <SchemaForm id="schedule-report-form" form={form} cycle={cycle} idPrefix="schedule" labels={scheduleFieldLabels}>
        <DialogBody>
          <p className="db-muted">
            Each run covers the day, week or month before it, with this page’s other filters; it goes to the people you
            choose as an attachment.
          </p>
          <FormEnumSelectField name="frequency" options={frequencyOptions} />
          {frequency === 'weekly' && <FormNumberSelectField name="weekday" options={weekdayOptions} />}
          {frequency === 'monthly' && <FormTextField name="monthDay" inputMode="decimal" />}
          <FormTextField name="time" placeholder="07:30" />
          <FormEnumMultiSelectField name="recipients" options={staffEmails} />
          <FormEnumSelectField name="format" options={formatOptions} />
        </DialogBody>
        <DialogFormFooter
          submitLabel={schedule ? 'Save' : 'Schedule'}
          cycle={cycle}
          onClose={onClose}
          conflictNoun={schedule ? 'schedule' : undefined}
        />
      </SchemaForm>
    </Dialog>
  );
}
