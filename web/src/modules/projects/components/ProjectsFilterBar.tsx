import { HTMLSelect } from '@blueprintjs/core';
import type { ProjectServiceType } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { FilterBar } from '../../records/components/FilterBar.js';
import { projectListStates } from '../states/projectListState.js';
import {
  projectStatusOptions,
  serviceOptions,
  statusFieldLabels,
  statusOptions,
  velocityProductOptions,
} from '../../ui/labels/projectLabels.js';
import { projectLists, type ProjectListKind } from '../utils/projectLists.js';
import { OptionMultiSelect, type OptionMultiSelectProps } from './OptionMultiSelect.js';

export interface ProjectsFilterBarProps {
  kind: ProjectListKind;
}

/** The filters shared by a list's grid and board: name, statuses, owner, service or products. */
export function ProjectsFilterBar({ kind }: ProjectsFilterBarProps) {
  const config = projectLists[kind];
  const state = projectListStates[kind];
  const me = useCurrentUser();
  const people = usePeopleToAssign();

  const ownerOptions = [
    { value: '', label: 'Any owner' },
    { value: me._id, label: 'Mine' },
    ...people
      .filter((person) => person._id !== me._id)
      .map((person) => ({ value: person._id, label: person.fullName })),
  ];

  return (
    <FilterBar
      state={state}
      name={`${config.title} filters`}
      search={{ field: 'text', placeholder: 'Search by project name', label: 'Search projects' }}
      more={({ draft, set }) => (
        <>
          <MultiFilter
            id={`${kind}-filter-status`}
            label={statusFieldLabels.status}
            options={projectStatusOptions}
            selected={draft.statuses}
            onChange={(statuses) => set('statuses', statuses)}
          />
          <MultiFilter
            id={`${kind}-filter-stage`}
            label={statusFieldLabels[config.stageField]}
            options={statusOptions[config.stageField]}
            selected={draft.stages}
            onChange={(stages) => set('stages', stages)}
          />
          {config.velocity && (
            <MultiFilter
              id={`${kind}-filter-products`}
              label="Products"
              options={velocityProductOptions}
              selected={draft.products}
              onChange={(products) => set('products', products)}
              placeholder="Any product"
            />
          )}
        </>
      )}
    >
      {({ draft, set }) => (
        <>
          <HTMLSelect
            aria-label="Owner"
            value={draft.owner}
            onChange={(event) => set('owner', event.currentTarget.value)}
            options={ownerOptions}
          />
          {!config.velocity && (
            <HTMLSelect
              aria-label="Service"
              value={draft.service ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                set('service', value === '' ? null : (Number(value) as ProjectServiceType));
              }}
              options={[{ value: '', label: 'Any service' }, ...serviceOptions]}
            />
          )}
        </>
      )}
    </FilterBar>
  );
}

/** A filter of several values by name, labelled for assistive technology ("Any status" until one is picked). */
function MultiFilter<T extends number>({
  label,
  placeholder = `Any ${label.toLowerCase()}`,
  ...select
}: OptionMultiSelectProps<T> & { label: string }) {
  return (
    <div className="db-filter-bar__industry">
      <label className="db-visually-hidden" htmlFor={select.id}>
        {label}
      </label>
      <OptionMultiSelect {...select} placeholder={placeholder} />
    </div>
  );
}
