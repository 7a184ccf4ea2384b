import { HTMLTable, Spinner } from '@blueprintjs/core';
import type { CrmEvent } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { SortHeaderButton } from '../../ui/components/SortHeaderButton.js';
import { formatDate } from '../../ui/utils/format.js';
import { formatCost } from '../utils/money.js';
import { eventTypeLabel } from '../utils/eventLabels.js';
import { EventStatusTag } from './EventStatusTag.js';

export interface EventsTableProps {
  rows: readonly CrmEvent[];
  loading: boolean;
  sort: { field: string; descending: boolean };
  onSort: (field: string) => void;
}

const columns: { label: string; field: string; numeric?: boolean }[] = [
  { label: 'Date', field: 'eventDate' },
  { label: 'Type', field: 'eventType' },
  { label: 'Status', field: 'status' },
  { label: 'Description', field: 'description' },
  { label: 'City', field: 'city' },
  { label: 'Budgeted', field: 'budgetedCost', numeric: true },
  { label: 'Actual', field: 'actualCost', numeric: true },
  { label: 'Attendees', field: 'attendeeCount', numeric: true },
];

/** The events grid; the server sorts, filters and pages. */
export function EventsTable({ rows, loading, sort, onSort }: EventsTableProps) {
  return (
    <div className="db-events-table" role="region" aria-label="Events" aria-busy={loading}>
      <HTMLTable interactive striped compact className="db-fill">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} className={column.numeric ? 'db-cell--numeric' : undefined}>
                <SortHeaderButton
                  label={column.label}
                  direction={sort.field === column.field ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  onClick={() => onSort(column.field)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <Spinner size={20} aria-label="Loading events" />
              </td>
            </tr>
          ) : (
            rows.map((event) => (
              <tr key={event._id}>
                <td>{formatDate(event.eventDate)}</td>
                <td>{eventTypeLabel(event.eventType)}</td>
                <td>
                  <EventStatusTag status={event.status} />
                </td>
                <td>
                  <Link to={`/events/${event._id}`}>{event.description}</Link>
                </td>
                <td>{event.city || '—'}</td>
                <td className="db-cell--numeric">{formatCost(event.budgetedCost)}</td>
                <td className="db-cell--numeric">{formatCost(event.actualCost)}</td>
                <td className="db-cell--numeric">{event.attendees.length}</td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
