import { Checkbox, Section, SectionCard } from '@blueprintjs/core';
import type { BooleanDate } from '@dealbook/contracts';
import { FormDateField } from '../../forms/components/FormDateField.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { DateField } from '../../ui/components/DateField.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

const dayFields = ['introductionDate', 'initialMeetingDate', 'dateClientSigned', 'expectedCompletion'] as const;
const checks = ['moneyLaunderingChecklistSent', 'moneyLaunderingInformationReceived'] as const;

/** Ticking stamps today; unticking keeps the day it had, as the record of when it was ticked. */
const ticked = (tick: BooleanDate, checked: boolean): BooleanDate =>
  checked ? { checked, timestamp: tick.checked ? tick.timestamp : new Date().toISOString() } : { ...tick, checked };

/** The project's milestones and the two money-laundering ticks, each with its day. */
export function ProjectDatesSection() {
  return (
    <Section titleRenderer={SectionTitle} title="Dates and compliance" compact>
      <SectionCard>
        <div className="db-form-grid">
          {dayFields.map((field) => (
            <FormDateField key={field} name={field} />
          ))}
        </div>
        <div className="db-form-grid">
          {checks.map((field) => (
            <CheckDateInput key={field} name={field} />
          ))}
        </div>
      </SectionCard>
    </Section>
  );
}

/** A tick and the day it was ticked (a BooleanDate). */
function CheckDateInput({ name }: { name: (typeof checks)[number] }) {
  const field = useFormField(name);
  const tick = field.value as BooleanDate;
  return (
    <div className="db-check-date">
      <Checkbox
        label={field.label}
        checked={tick.checked}
        onChange={(event) => field.onChange(ticked(tick, event.currentTarget.checked))}
      />
      <DateField
        id={field.id}
        label={`${field.label} on`}
        value={tick.timestamp}
        onChange={(timestamp) => field.onChange({ ...tick, timestamp })}
        error={field.error}
        disabled={!tick.checked}
      />
    </div>
  );
}
