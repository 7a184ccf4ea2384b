import { Checkbox } from '@blueprintjs/core';
import { FilterBar } from '../../records/components/FilterBar.js';
import type { ListState } from '../../records/states/createListState.js';
import type { AmbassadorFilters } from '../utils/ambassadorSearchQuery.js';

export interface AmbassadorsFilterBarProps<F extends string> {
  state: ListState<AmbassadorFilters, F>;
  /** Which ambassadors the list holds ("Ambassador companies"), naming the bar. */
  name: string;
}

/** Name and NDA filters of an ambassador list. */
export function AmbassadorsFilterBar<F extends string>({ state, name }: AmbassadorsFilterBarProps<F>) {
  return (
    <FilterBar
      state={state}
      name={`${name} filters`}
      search={{ field: 'name', placeholder: 'Filter by name', label: 'Filter ambassadors by name' }}
    >
      {({ draft, set }) => (
        <Checkbox
          inline
          label="NDA signed only"
          checked={draft.ndaOnly}
          onChange={(event) => set('ndaOnly', event.currentTarget.checked)}
        />
      )}
    </FilterBar>
  );
}
