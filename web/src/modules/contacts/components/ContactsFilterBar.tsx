import { Checkbox } from '@blueprintjs/core';
import { CityFilter } from '../../records/components/CityFilter.js';
import { FilterBar } from '../../records/components/FilterBar.js';
import { contactListState } from '../states/contactListState.js';
import { contactFlagFilters, contactFlagLabels } from '../utils/contactSearchQuery.js';

export function ContactsFilterBar() {
  return (
    <FilterBar
      state={contactListState}
      name="Contact filters"
      search={{ field: 'text', placeholder: 'Search by name', label: 'Search contacts' }}
      more={({ draft, set }) =>
        contactFlagFilters.map((flag) => (
          <Checkbox
            key={flag}
            inline
            label={contactFlagLabels[flag]}
            checked={draft.flags.includes(flag)}
            onChange={(event) =>
              set('flags', event.currentTarget.checked ? [...draft.flags, flag] : draft.flags.filter((f) => f !== flag))
            }
          />
        ))
      }
    >
      {({ draft, set }) => <CityFilter value={draft.city} onChange={(city) => set('city', city)} />}
    </FilterBar>
  );
}
