import { listRoom } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { RecordList } from '../../records/components/RecordList.js';
import { contactQueries } from '../hooks/contactQueries.js';
import { contactListState } from '../states/contactListState.js';
import { contactColumns } from '../utils/contactColumns.js';
import { contactSearchQuery } from '../utils/contactSearchQuery.js';
import { ContactsFilterBar } from './ContactsFilterBar.js';

const contactRooms = [listRoom('contact')];
const exportFile = { route: '/api/contacts/export', fallbackName: 'contacts_export.xlsx' };

/** The contacts list; its rows follow other people's edits live. */
export function ContactsList() {
  useRooms(contactRooms);
  const navigate = useNavigate();
  return (
    <RecordList
      label="Contacts"
      state={contactListState}
      listQuery={contactSearchQuery}
      queryOptions={contactQueries.search}
      filterBar={<ContactsFilterBar />}
      columns={contactColumns}
      exportFile={exportFile}
      empty={{
        icon: 'people',
        noun: 'contacts',
        create: { label: 'New contact', onClick: () => navigate('/contacts/new') },
      }}
    />
  );
}
