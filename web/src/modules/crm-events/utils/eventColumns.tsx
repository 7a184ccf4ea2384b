import type { CrmEvent } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';
import { formatDate } from '../../ui/utils/format.js';
import { EventStatusTag } from '../components/EventStatusTag.js';
import { eventTypeLabel } from './eventLabels.js';
import type { EventSortField } from './eventSearchQuery.js';
import { formatCost } from './money.js';

/** The events grid's columns; the description names the event and links to it. */
export const eventColumns: readonly RecordGridColumn<CrmEvent, EventSortField>[] = [
  {
    id: 'description',
    label: 'Description',
    width: 280,
    sortField: 'description',
    render: (e) => <Link to={`/events/${e._id}`}>{e.description}</Link>,
  },
  { id: 'date', label: 'Date', width: 110, sortField: 'eventDate', render: (e) => formatDate(e.eventDate) },
  { id: 'type', label: 'Type', width: 150, sortField: 'eventType', render: (e) => eventTypeLabel(e.eventType) },
  {
    id: 'status',
    label: 'Status',
    width: 120,
    sortField: 'status',
    render: (e) => <EventStatusTag status={e.status} />,
  },
  { id: 'city', label: 'City', width: 130, sortField: 'city', render: (e) => e.city || '—' },
  {
    id: 'budgeted',
    label: 'Budgeted',
    width: 110,
    sortField: 'budgetedCost',
    numeric: true,
    render: (e) => formatCost(e.budgetedCost),
  },
  {
    id: 'actual',
    label: 'Actual',
    width: 110,
    sortField: 'actualCost',
    numeric: true,
    render: (e) => formatCost(e.actualCost),
  },
  {
    id: 'attendees',
    label: 'Attendees',
    width: 100,
    sortField: 'attendeeCount',
    numeric: true,
    render: (e) => e.attendees.length,
  },
];
