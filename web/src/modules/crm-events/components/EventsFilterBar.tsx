import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { EventStatus, EventType } from '@dealbook/contracts';
import type { EventListFilters } from '../states/eventListState.js';
import { enumOptions } from '../utils/eventLabels.js';

export interface EventsFilterBarProps {
  filters: EventListFilters;
  onChange: (filters: EventListFilters) => void;
}

/** Description and city match as you type (case-insensitive, §5); type and status exactly. */
export function EventsFilterBar({ filters, onChange }: EventsFilterBarProps) {
  const set = (key: keyof EventListFilters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <div className="db-filter-bar" role="search">
      <InputGroup
        leftIcon="search"
        placeholder="Search descriptions"
        aria-label="Search descriptions"
        value={filters.description}
        onChange={(e) => set('description')(e.target.value)}
      />
      <InputGroup
        placeholder="City"
        aria-label="City"
        value={filters.city}
        onChange={(e) => set('city')(e.target.value)}
      />
      <HTMLSelect
        aria-label="Type"
        value={filters.eventType}
        onChange={(e) => set('eventType')(e.currentTarget.value)}
        options={[
          { value: '', label: 'Any type' },
          ...enumOptions(EventType).map((o) => ({ ...o, value: String(o.value) })),
        ]}
      />
      <HTMLSelect
        aria-label="Status"
        value={filters.status}
        onChange={(e) => set('status')(e.currentTarget.value)}
        options={[
          { value: '', label: 'Any status' },
          ...enumOptions(EventStatus).map((o) => ({ ...o, value: String(o.value) })),
        ]}
      />
    </div>
  );
}
