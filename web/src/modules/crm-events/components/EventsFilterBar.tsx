import { HTMLSelect } from '@blueprintjs/core';
import { EventStatus, EventType } from '@dealbook/contracts';
import { CityFilter } from '../../records/components/CityFilter.js';
import { FilterBar } from '../../records/components/FilterBar.js';
import { eventListState } from '../states/eventListState.js';
import { enumOptions } from '../utils/eventLabels.js';

const anyOption = (label: string, values: Readonly<Record<string, number>>) => [
  { value: '', label },
  ...enumOptions(values).map((option) => ({ ...option, value: String(option.value) })),
];

/** One compact row: description and city match as you type (case-insensitive, §5); type and status exactly. */
export function EventsFilterBar() {
  return (
    <FilterBar
      state={eventListState}
      name="Event filters"
      search={{ field: 'description', placeholder: 'Search descriptions', label: 'Search descriptions' }}
    >
      {({ draft, set }) => (
        <>
          <CityFilter value={draft.city} onChange={(city) => set('city', city)} />
          <HTMLSelect
            aria-label="Type"
            value={draft.eventType}
            onChange={(e) => set('eventType', e.currentTarget.value)}
            options={anyOption('Any type', EventType)}
          />
          <HTMLSelect
            aria-label="Status"
            value={draft.status}
            onChange={(e) => set('status', e.currentTarget.value)}
            options={anyOption('Any status', EventStatus)}
          />
        </>
      )}
    </FilterBar>
  );
}
