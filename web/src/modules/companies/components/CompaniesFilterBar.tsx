import { HTMLSelect } from '@blueprintjs/core';
import {
  BusinessRelationshipTypes,
  IndustryCategories,
  textEnumLabel,
  type BusinessRelationshipType,
} from '@dealbook/contracts';
import { FilterBar } from '../../records/components/FilterBar.js';
import { EnumMultiSelect } from '../../ui/components/EnumMultiSelect.js';
import { companyListState } from '../states/companyListState.js';
import { RoleFlagToggles } from './RoleFlagToggles.js';

export function CompaniesFilterBar() {
  return (
    <FilterBar
      state={companyListState}
      name="Company filters"
      search={{ field: 'text', placeholder: 'Search by company name', label: 'Search companies' }}
      more={({ draft, set }) => (
        <RoleFlagToggles selected={draft.roleFlags} onChange={(roleFlags) => set('roleFlags', roleFlags)} />
      )}
    >
      {({ draft, set }) => (
        <>
          <div className="db-filter-bar__industry">
            <label className="db-visually-hidden" htmlFor="company-filter-industry">
              Industry
            </label>
            <EnumMultiSelect
              id="company-filter-industry"
              options={IndustryCategories}
              selected={draft.industries}
              onChange={(industries) => set('industries', industries)}
              placeholder="Any industry"
            />
          </div>
          <HTMLSelect
            aria-label="Relationship type"
            value={draft.relationshipType}
            onChange={(event) => set('relationshipType', event.currentTarget.value as BusinessRelationshipType | '')}
            options={[
              { value: '', label: 'Any relationship' },
              ...BusinessRelationshipTypes.map((type) => ({ value: type, label: textEnumLabel(type) })),
            ]}
          />
        </>
      )}
    </FilterBar>
  );
}
