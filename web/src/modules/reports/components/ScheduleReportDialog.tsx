import { Dialog, DialogBody } from '@blueprintjs/core';
import type { ReportName } from '@dealbook/contracts';
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
import { useScheduleReport } from '../hooks/useReportSchedules.js';
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
  /** The page's query: the schedule keeps its filters (not its period). */
  query: URLSearchParams;
  onClose: () => void;
}

/** Schedules the report on screen to be e-mailed to the firm's people, daily, weekly or monthly. */
export function ScheduleReportDialog({ report, title, query, onClose }: ScheduleReportDialogProps) {
  const me = useCurrentUser();
  const team = useTeamMembers();
  const staffEmails = (team.data ?? []).filter((member) => member.role >= 2).map((member) => member.email);
  const form = useSchemaForm({
    schema: scheduleFormSchema(report, query),
    defaultValues: scheduleFormValues(me.email),
    labels: scheduleFieldLabels,
  });
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const schedule = useScheduleReport();
  const cycle = useSaveCycle({
    form,
    labels: scheduleFieldLabels,
    save: (body) => schedule.mutateAsync(body),
    savedMessage: `${title} scheduled`,
    failedMessage: `${title} was not scheduled`,
    onSaved: onClose,
  });
  return (
    <Dialog isOpen onClose={onClose} title={`E-mail ${title.toLowerCase()} on a schedule`} icon="time">
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
        <DialogFormFooter submitLabel="Schedule" cycle={cycle} onClose={onClose} />
      </SchemaForm>
    </Dialog>
  );
}
