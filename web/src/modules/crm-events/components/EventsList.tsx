import { listRoom } from '@dealbook/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { ListEmptyState } from '../../records/components/ListEmptyState.js';
import { RecordList } from '../../records/components/RecordList.js';
import { isFiltered } from '../../records/states/createListState.js';
import { eventQueries } from '../hooks/eventQueries.js';
import { eventListState } from '../states/eventListState.js';
import { eventColumns } from '../utils/eventColumns.js';
import { eventSearchQuery } from '../utils/eventSearchQuery.js';
import { EventsFilterBar } from './EventsFilterBar.js';

const eventRooms = [listRoom('event')];
const exportFile = { route: '/api/events/export', fallbackName: 'events_export.xlsx' };

/** The events list of /events; its rows follow other people's changes live. */
export function EventsList() {
  useRooms(eventRooms);
  const navigate = useNavigate();
  const filters = useAtomValue(eventListState.filters);
  const setDraft = useSetAtom(eventListState.draft);
  return (
    <RecordList
      label="Events"
      state={eventListState}
      listQuery={eventSearchQuery}
      queryOptions={eventQueries.search}
      filterBar={<EventsFilterBar />}
      columns={eventColumns}
      exportFile={exportFile}
      empty={
        <ListEmptyState
          icon="calendar"
          noun="events"
          filtered={isFiltered(eventListState, filters)}
          onClearFilters={() => setDraft(eventListState.config.emptyFilters)}
          create={{ label: 'New event', onClick: () => navigate('/events/new') }}
        />
      }
    />
  );
}
