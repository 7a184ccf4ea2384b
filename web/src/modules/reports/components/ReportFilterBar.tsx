import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { ProjectTypes, type ProjectType } from '@dealbook/contracts';
import { ConsoleProjectSelect } from '../../console/components/ConsoleProjectSelect.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { DateField } from '../../ui/components/DateField.js';
import { serviceOptions } from '../../ui/labels/projectLabels.js';
import type { ReportPage } from '../utils/reportPages.js';

export interface ReportFilterBarProps {
  page: ReportPage;
  /** The query the report runs with (the URL's, the period defaulted). */
  values: URLSearchParams;
  /** The chosen project's name, once the report has named it. */
  projectName: string | null;
  onChange: (key: string, value: string | null) => void;
}

const typeLabels: Record<ProjectType, string> = {
  all: 'Opportunities and deals',
  deals: 'Deals',
  opportunities: 'Opportunities',
};

/** The day part of an ISO date or instant, as the date fields show it. */
const dayOf = (value: string | null) => (value ? `${value.slice(0, 10)}T00:00:00` : '');
const isoDay = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A report's filters; every change reruns the report and is kept in the URL. */
export function ReportFilterBar({ page, values, projectName, onChange }: ReportFilterBarProps) {
  const people = usePeopleToAssign();
  const peopleOptions = people.map((person) => ({ value: person._id, label: person.fullName }));
  return (
    <div className="db-report-filters" role="group" aria-label="Report filters">
      {page.filters.map((filter) => {
        switch (filter) {
          case 'period':
            return (
              <div key={filter} className="db-report-filters__period">
                <DateField
                  id="report-from"
                  label="From"
                  value={dayOf(values.get('from'))}
                  onChange={(iso) => onChange('from', isoDay(iso))}
                />
                <DateField
                  id="report-to"
                  label="To"
                  value={dayOf(values.get('to'))}
                  onChange={(iso) => onChange('to', isoDay(iso))}
                />
              </div>
            );
          case 'type':
            return (
              <SelectFilter
                key={filter}
                name="type"
                label="Projects"
                values={values}
                onChange={onChange}
                options={ProjectTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
              />
            );
          case 'owner':
            return (
              <SelectFilter
                key={filter}
                name="owner"
                label="Person"
                values={values}
                onChange={onChange}
                options={[{ value: 'all', label: 'Everyone' }, ...peopleOptions]}
              />
            );
          case 'service':
            return (
              <SelectFilter
                key={filter}
                name="serviceOfInterest"
                label="Service"
                values={values}
                onChange={onChange}
                options={[{ value: 'all', label: 'Every service' }, ...serviceOptions]}
              />
            );
          case 'caller':
            return (
              <SelectFilter
                key={filter}
                name="caller"
                label="Caller"
                values={values}
                onChange={onChange}
                options={[{ value: '', label: 'Choose a caller…' }, ...peopleOptions]}
              />
            );
          case 'project':
            return (
              <FormGroup key={filter} label="Project">
                <ConsoleProjectSelect
                  currentName={projectName}
                  onPick={(project) => onChange('project', project._id)}
                />
              </FormGroup>
            );
          case 'asOf':
            return (
              <div key={filter} className="db-report-filters__as-of">
                <DateField
                  id="report-as-of"
                  label="As it stood on"
                  withTime
                  // The report's own line says the moment in the firm's zone; the picker is the person's.
                  hint={`Your time (${Intl.DateTimeFormat().resolvedOptions().timeZone})`}
                  value={values.get('asOf') ?? ''}
                  onChange={(iso) => onChange('asOf', iso)}
                />
                {values.has('asOf') && (
                  <Button variant="minimal" icon="refresh" onClick={() => onChange('asOf', null)}>
                    Back to today
                  </Button>
                )}
              </div>
            );
        }
      })}
    </div>
  );
}

interface SelectFilterProps {
  /** The query key it sets; its first option is what an absent key means. */
  name: string;
  label: string;
  values: URLSearchParams;
  options: readonly { value: string | number; label: string }[];
  onChange: (key: string, value: string | null) => void;
}

/** One choice of a report's filters: a native select (typing a letter jumps to it). */
function SelectFilter({ name, label, values, options, onChange }: SelectFilterProps) {
  const id = `report-${name}`;
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        value={values.get(name) ?? String(options[0]?.value ?? '')}
        onChange={(event) => onChange(name, event.currentTarget.value || null)}
        options={options}
      />
    </FormGroup>
  );
}
