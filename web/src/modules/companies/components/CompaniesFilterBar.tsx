import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { BusinessRelationshipTypes, IndustryCategories, type BusinessRelationshipType } from '@dealbook/contracts';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { EnumMultiSelect } from '../../ui/components/EnumMultiSelect.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { textEnumLabel } from '@dealbook/contracts';
import { applyCompanyFiltersState, companyFilterDraftState } from '../states/companyListState.js';
import { emptyCompanyFilters, hasActiveFilters } from '../utils/companySearchQuery.js';
import { RoleFlagToggles } from './RoleFlagToggles.js';

/** Typing pauses this long before the list asks the server again. */
export const filterDebounceMs = 300;

export function CompaniesFilterBar() {
  const [draft, setDraft] = useAtom(companyFilterDraftState);
  const applyFilters = useSetAtom(applyCompanyFiltersState);
  const settled = useDebouncedValue(draft, filterDebounceMs);

  useEffect(() => applyFilters(settled), [settled, applyFilters]);

  return (
    <div className="db-filter-bar">
      <div className="db-filter-bar__row">
        <InputGroup
          className="db-filter-bar__search"
          type="search"
          leftIcon="search"
          placeholder="Search by company name"
          aria-label="Search companies"
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <div className="db-filter-bar__industry">
          <label className="db-visually-hidden" htmlFor="company-filter-industry">
            Industry
          </label>
          <EnumMultiSelect
            id="company-filter-industry"
            options={IndustryCategories}
            selected={draft.industries}
            onChange={(industries) => setDraft({ ...draft, industries })}
            placeholder="Any industry"
          />
        </div>
        <HTMLSelect
          aria-label="Relationship type"
          value={draft.relationshipType}
          onChange={(event) =>
            setDraft({
              ...draft,
              relationshipType: event.currentTarget.value as BusinessRelationshipType | '',
            })
          }
          options={[
            { value: '', label: 'Any relationship' },
            ...BusinessRelationshipTypes.map((type) => ({ value: type, label: textEnumLabel(type) })),
          ]}
        />
      </div>
      <div className="db-filter-bar__row">
        <RoleFlagToggles selected={draft.roleFlags} onChange={(roleFlags) => setDraft({ ...draft, roleFlags })} />
        {hasActiveFilters(draft) && (
          <Button
            variant="minimal"
            size="small"
            icon="filter-remove"
            text="Clear filters"
            onClick={() => setDraft(emptyCompanyFilters)}
          />
        )}
      </div>
    </div>
  );
}
