import { Checkbox, Section, SectionCard } from '@blueprintjs/core';
import type { BooleanDate } from '@dealbook/contracts';
import { projectFieldLabels } from '../utils/projectFieldLabels.js';
import { projectFieldId, type ProjectFormSectionProps } from '../utils/projectFormTypes.js';
import { DateField } from '../../ui/components/DateField.js';

const dayFields = ['introductionDate', 'initialMeetingDate', 'dateClientSigned', 'expectedCompletion'] as const;
const checks = ['moneyLaunderingChecklistSent', 'moneyLaunderingInformationReceived'] as const;

/** Ticking stamps today; unticking keeps the day it had, as the record of when it was ticked. */
const ticked = (tick: BooleanDate, checked: boolean): BooleanDate =>
  checked ? { checked, timestamp: tick.checked ? tick.timestamp : new Date().toISOString() } : { ...tick, checked };

/** The project's milestones and the two money-laundering ticks, each with its day. */
export function ProjectDatesSection({ values, errors, setField }: ProjectFormSectionProps) {
  return (
    <Section title="Dates and compliance" compact>
      <SectionCard>
        <div className="db-form-grid">
          {dayFields.map((field) => (
            <DateField
              key={field}
              id={projectFieldId(field)}
              label={projectFieldLabels[field]}
              value={values[field]}
              onChange={(iso) => setField(field, iso)}
              error={errors[field]}
            />
          ))}
        </div>
        <div className="db-form-grid">
          {checks.map((field) => (
            <div key={field} className="db-check-date">
              <Checkbox
                label={projectFieldLabels[field]}
                checked={values[field].checked}
                onChange={(event) => setField(field, ticked(values[field], event.currentTarget.checked))}
              />
              <DateField
                id={projectFieldId(field)}
                label={`${projectFieldLabels[field]} on`}
                value={values[field].timestamp}
                onChange={(timestamp) => setField(field, { ...values[field], timestamp })}
                error={errors[field]}
                disabled={!values[field].checked}
              />
            </div>
          ))}
        </div>
      </SectionCard>
    </Section>
  );
}
