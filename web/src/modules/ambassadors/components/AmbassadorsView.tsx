import { Tab, Tabs } from '@blueprintjs/core';
import { listRoom } from '@dealbook/contracts';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { AmbassadorCompanies } from './AmbassadorCompanies.js';
import { AmbassadorPeople } from './AmbassadorPeople.js';

const rooms = [listRoom('company'), listRoom('contact')];

/** The firm's ambassadors: the people and the companies that refer work, with their NDA status. */
export function AmbassadorsView() {
  useRooms(rooms);
  return (
    <Tabs id="ambassador-tabs" large renderActiveTabPanelOnly>
      <Tab id="people" title="People" panel={<AmbassadorPeople />} />
      <Tab id="companies" title="Companies" panel={<AmbassadorCompanies />} />
    </Tabs>
  );
}
