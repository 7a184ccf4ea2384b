import { listRoom } from '@dealbook/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { ListEmptyState } from '../../records/components/ListEmptyState.js';
import { RecordList } from '../../records/components/RecordList.js';
import { isFiltered } from '../../records/states/createListState.js';
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
  const filters = useAtomValue(contactListState.filters);
  const setDraft = useSetAtom(contactListState.draft);
  return (
    <RecordList
      label="Contacts"
      state={contactListState}
      listQuery={contactSearchQuery}
      queryOptions={contactQueries.search}
      filterBar={<ContactsFilterBar />}
      columns={contactColumns}
      exportFile={exportFile}
      empty={
        <ListEmptyState
          icon="people"
          noun="contacts"
          filtered={isFiltered(contactListState, filters)}
          onClearFilters={() => setDraft(contactListState.config.emptyFilters)}
          create={{ label: 'New contact', onClick: () => navigate('/contacts/new') }}
        />
      }
    />
  );
}
