import { Checkbox, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { listRoom } from '@dealbook/contracts';
import { useState } from 'react';
import { filterDebounceMs } from '../../companies/components/CompaniesFilterBar.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { AmbassadorCompanies } from './AmbassadorCompanies.js';
import { AmbassadorPeople } from './AmbassadorPeople.js';

const rooms = [listRoom('company'), listRoom('contact')];

/** The firm's ambassadors: the people and the companies that refer work, with their NDA status. */
export function AmbassadorsView() {
  useRooms(rooms);
  const [name, setName] = useState('');
  const [ndaOnly, setNdaOnly] = useState(false);
  const settled = useDebouncedValue(name, filterDebounceMs);
  return (
    <>
      <div className="db-filter-bar__row">
        <InputGroup
          className="db-filter-bar__search"
          type="search"
          leftIcon="search"
          placeholder="Filter by name"
          aria-label="Filter ambassadors by name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Checkbox
          inline
          label="NDA signed only"
          checked={ndaOnly}
          onChange={(event) => setNdaOnly(event.currentTarget.checked)}
        />
      </div>
      <Tabs id="ambassador-tabs" large renderActiveTabPanelOnly>
        <Tab
          id="people"
          title="People"
          panel={<AmbassadorPeople key={`${settled}|${ndaOnly}`} name={settled} ndaOnly={ndaOnly} />}
        />
        <Tab
          id="companies"
          title="Companies"
          panel={<AmbassadorCompanies key={`${settled}|${ndaOnly}`} name={settled} ndaOnly={ndaOnly} />}
        />
      </Tabs>
    </>
  );
}
