import { listRoom } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { RecordList } from '../../records/components/RecordList.js';
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
  return (
    <RecordList
      label="Events"
      state={eventListState}
      listQuery={eventSearchQuery}
      queryOptions={eventQueries.search}
      filterBar={<EventsFilterBar />}
      columns={eventColumns}
      exportFile={exportFile}
      empty={{
        icon: 'calendar',
        noun: 'events',
        create: { label: 'New event', onClick: () => navigate('/events/new') },
      }}
    />
  );
}
