import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { roleOptions, type UsersFilter } from '../utils/userAdmin.js';

export interface UsersFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  filter: UsersFilter;
  onFilter: (filter: UsersFilter) => void;
}

const activeOptions = [
  { value: '', label: 'Active and inactive' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export function UsersFilterBar({ search, onSearch, filter, onFilter }: UsersFilterBarProps) {
  return (
    <div className="db-users-filters" role="search">
      <InputGroup
        leftIcon="search"
        placeholder="Search by name or e-mail"
        aria-label="Search users"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <HTMLSelect
        aria-label="Filter by role"
        value={filter.role === null ? '' : String(filter.role)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilter({ ...filter, role: value === '' ? null : Number(value) });
        }}
        options={[{ value: '', label: 'All roles' }, ...roleOptions.map((o) => ({ ...o, value: String(o.value) }))]}
      />
      <HTMLSelect
        aria-label="Filter by active flag"
        value={filter.isActive === null ? '' : String(filter.isActive)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onFilter({ ...filter, isActive: value === '' ? null : value === 'true' });
        }}
        options={activeOptions}
      />
    </div>
  );
}
