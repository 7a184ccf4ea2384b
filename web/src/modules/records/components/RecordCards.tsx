import { HTMLSelect, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { parseSortParam, sortParam, type ListSort } from '../utils/listSort.js';

export interface RecordCardColumn<T, F extends string> {
  id: string;
  label: string;
  sortField?: F;
  render: (row: T) => ReactNode;
}

export interface RecordCardsProps<T, F extends string> {
  label: string;
  /** The first column names the record (its link); the others become "label: value" lines. */
  columns: readonly RecordCardColumn<T, F>[];
  rows: readonly T[];
  loading: boolean;
  sort: ListSort<F>;
  onSort: (field: F, descending: boolean) => void;
}

/**
 * A record list on a phone: one card per row, as wide as the screen, with the sort chosen from a
 * menu since there are no column headers to click.
 */
export function RecordCards<T extends { _id: string }, F extends string>({
  label,
  columns,
  rows,
  loading,
  sort,
  onSort,
}: RecordCardsProps<T, F>) {
  const [title, ...details] = columns;
  const sortable = columns.flatMap((column) => (column.sortField ? [{ ...column, sortField: column.sortField }] : []));
  const sortFields = sortable.map((column) => column.sortField);
  return (
    <div className="db-record-cards" role="region" aria-label={label} aria-busy={loading}>
      {sortable.length > 0 && (
        <label className="db-record-cards__sort">
          Sort by
          <HTMLSelect
            value={sortParam(sort)}
            onChange={(event) => {
              const chosen = parseSortParam(event.currentTarget.value, sortFields);
              if (chosen) onSort(chosen.field, chosen.descending);
            }}
            options={sortable.flatMap((column) => [
              { value: sortParam({ field: column.sortField, descending: false }), label: `${column.label}, ascending` },
              { value: sortParam({ field: column.sortField, descending: true }), label: `${column.label}, descending` },
            ])}
          />
        </label>
      )}
      {loading && rows.length === 0 ? (
        <Spinner size={24} aria-label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <ul className="db-record-cards__list">
          {rows.map((row) => (
            <li key={row._id} className="db-record-card">
              <div className="db-record-card__title">{title?.render(row)}</div>
              <dl className="db-record-card__fields">
                {details.map((column) => (
                  <div key={column.id} className="db-record-card__field">
                    <dt>{column.label}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
