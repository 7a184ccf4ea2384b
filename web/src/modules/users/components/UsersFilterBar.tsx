import { HTMLSelect } from '@blueprintjs/core';
import { FilterBar } from '../../records/components/FilterBar.js';
import { userListState } from '../states/userListState.js';
import { roleOptions } from '../utils/userAdmin.js';

const activeOptions = [
  { value: '', label: 'Active and inactive' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export function UsersFilterBar() {
  return (
    <FilterBar
      state={userListState}
      name="User filters"
      search={{ field: 'search', placeholder: 'Search by name or e-mail', label: 'Search users' }}
    >
      {({ draft, set }) => (
        <>
          <HTMLSelect
            aria-label="Filter by role"
            value={draft.role === null ? '' : String(draft.role)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              set('role', value === '' ? null : Number(value));
            }}
            options={[{ value: '', label: 'All roles' }, ...roleOptions.map((o) => ({ ...o, value: String(o.value) }))]}
          />
          <HTMLSelect
            aria-label="Filter by active flag"
            value={draft.isActive === null ? '' : String(draft.isActive)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              set('isActive', value === '' ? null : value === 'true');
            }}
            options={activeOptions}
          />
        </>
      )}
    </FilterBar>
  );
}
