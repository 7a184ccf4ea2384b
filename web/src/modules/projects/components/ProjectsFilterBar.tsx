import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ProjectServiceType } from '@dealbook/contracts';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { projectListStates } from '../states/projectListState.js';
import {
  projectStatusOptions,
  serviceOptions,
  statusFieldLabels,
  statusOptions,
  velocityProductOptions,
} from '../../ui/labels/projectLabels.js';
import { projectLists, type ProjectListKind } from '../utils/projectLists.js';
import { emptyProjectFilters, hasActiveProjectFilters } from '../utils/projectSearchQuery.js';
import { OptionMultiSelect } from './OptionMultiSelect.js';

export interface ProjectsFilterBarProps {
  kind: ProjectListKind;
}

/** Typing pauses this long before the list asks the server again. */
const filterDebounceMs = 300;

/** The filters shared by a list's grid and board: name, statuses, owner, service or products. */
export function ProjectsFilterBar({ kind }: ProjectsFilterBarProps) {
  const config = projectLists[kind];
  const state = projectListStates[kind];
  const [draft, setDraft] = useAtom(state.draft);
  const applyFilters = useSetAtom(state.applyFilters);
  const settled = useDebouncedValue(draft, filterDebounceMs);
  const me = useCurrentUser();
  const people = usePeopleToAssign();
  useEffect(() => applyFilters(settled), [settled, applyFilters]);

  const ownerOptions = [
    { value: '', label: 'Any owner' },
    { value: me._id, label: 'Mine' },
    ...people
      .filter((person) => person._id !== me._id)
      .map((person) => ({ value: person._id, label: person.fullName })),
  ];

  return (
    <div className="db-filter-bar">
      <div className="db-filter-bar__row">
        <InputGroup
          className="db-filter-bar__search"
          type="search"
          leftIcon="search"
          placeholder="Search by project name"
          aria-label="Search projects"
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <HTMLSelect
          aria-label="Owner"
          value={draft.owner}
          onChange={(event) => setDraft({ ...draft, owner: event.currentTarget.value })}
          options={ownerOptions}
        />
        {!config.velocity && (
          <HTMLSelect
            aria-label="Service"
            value={draft.service ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft({ ...draft, service: value === '' ? null : (Number(value) as ProjectServiceType) });
            }}
            options={[{ value: '', label: 'Any service' }, ...serviceOptions]}
          />
        )}
        {hasActiveProjectFilters(draft) && (
          <Button
            variant="minimal"
            size="small"
            icon="filter-remove"
            text="Clear filters"
            onClick={() => setDraft(emptyProjectFilters)}
          />
        )}
      </div>
      <div className="db-filter-bar__row">
        <div className="db-filter-bar__industry">
          <label className="db-visually-hidden" htmlFor={`${kind}-filter-status`}>
            {statusFieldLabels.status}
          </label>
          <OptionMultiSelect
            id={`${kind}-filter-status`}
            options={projectStatusOptions}
            selected={draft.statuses}
            onChange={(statuses) => setDraft({ ...draft, statuses })}
            placeholder={`Any ${statusFieldLabels.status.toLowerCase()}`}
          />
        </div>
        <div className="db-filter-bar__industry">
          <label className="db-visually-hidden" htmlFor={`${kind}-filter-stage`}>
            {statusFieldLabels[config.stageField]}
          </label>
          <OptionMultiSelect
            id={`${kind}-filter-stage`}
            options={statusOptions[config.stageField]}
            selected={draft.stages}
            onChange={(stages) => setDraft({ ...draft, stages })}
            placeholder={`Any ${statusFieldLabels[config.stageField].toLowerCase()}`}
          />
        </div>
        {config.velocity && (
          <div className="db-filter-bar__industry">
            <label className="db-visually-hidden" htmlFor={`${kind}-filter-products`}>
              Products
            </label>
            <OptionMultiSelect
              id={`${kind}-filter-products`}
              options={velocityProductOptions}
              selected={draft.products}
              onChange={(products) => setDraft({ ...draft, products })}
              placeholder="Any product"
            />
          </div>
        )}
      </div>
    </div>
  );
}
