import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { filterDebounceMs } from '../../companies/components/CompaniesFilterBar.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { applyContactFiltersState, contactFilterDraftState } from '../states/contactListState.js';
import {
  contactFlagFilters,
  contactFlagLabels,
  emptyContactFilters,
  hasActiveContactFilters,
} from '../utils/contactSearchQuery.js';

export function ContactsFilterBar() {
  const [draft, setDraft] = useAtom(contactFilterDraftState);
  const applyFilters = useSetAtom(applyContactFiltersState);
  const settled = useDebouncedValue(draft, filterDebounceMs);

  useEffect(() => applyFilters(settled), [settled, applyFilters]);

  return (
    <div className="db-filter-bar">
      <div className="db-filter-bar__row">
        <InputGroup
          className="db-filter-bar__search"
          type="search"
          leftIcon="search"
          placeholder="Search by name"
          aria-label="Search contacts"
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <InputGroup
          type="search"
          leftIcon="map-marker"
          placeholder="City"
          aria-label="City"
          value={draft.city}
          onChange={(event) => setDraft({ ...draft, city: event.target.value })}
        />
      </div>
      <div className="db-filter-bar__row db-role-toggles">
        {contactFlagFilters.map((flag) => (
          <Checkbox
            key={flag}
            inline
            label={contactFlagLabels[flag]}
            checked={draft.flags.includes(flag)}
            onChange={(event) =>
              setDraft({
                ...draft,
                flags: event.currentTarget.checked ? [...draft.flags, flag] : draft.flags.filter((f) => f !== flag),
              })
            }
          />
        ))}
        {hasActiveContactFilters(draft) && (
          <Button
            variant="minimal"
            size="small"
            icon="filter-remove"
            text="Clear filters"
            onClick={() => setDraft(emptyContactFilters)}
          />
        )}
      </div>
    </div>
  );
}
