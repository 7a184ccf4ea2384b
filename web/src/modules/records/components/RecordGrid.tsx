import '../recordList.css';
import { Button, Classes, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { usePhoneLayout } from '../../../app/shell/usePhoneLayout.js';
import { SortHeaderButton } from '../../ui/components/SortHeaderButton.js';
import type { ListSort } from '../utils/listSort.js';
import { ColumnResizer } from './ColumnResizer.js';
import { RecordCards } from './RecordCards.js';

export interface RecordGridColumn<T, F extends string> {
  id: string;
  label: string;
  width: number;
  /** Set when the server can sort by this column. */
  sortField?: F;
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

export type RecordGridSort<F extends string> = ListSort<F>;

export interface RecordGridProps<T, F extends string> {
  /** The accessible name of the grid ("Companies", "Contacts"). */
  label: string;
  columns: readonly RecordGridColumn<T, F>[];
  rows: readonly T[];
  /** No rows to show yet: skeleton cells stand in for them. */
  loading: boolean;
  skeletonRows: number;
  sort: RecordGridSort<F>;
  onSort: (field: F, descending?: boolean) => void;
}

/** A header that sorts on the server: click to toggle, or pick a direction from its menu. */
function SortableHeader<F extends string>({
  label,
  sortField,
  sort,
  onSort,
}: {
  label: string;
  sortField: F;
  sort: RecordGridSort<F>;
  onSort: (field: F, descending?: boolean) => void;
}) {
  const direction = sort.field === sortField ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <span className="db-record-grid__sort">
      <SortHeaderButton label={label} direction={direction} onClick={() => onSort(sortField)} />
      <Popover
        placement="bottom-end"
        content={
          <Menu aria-label={`Sort by ${label}`}>
            <MenuItem icon="sort-asc" text="Sort ascending" onClick={() => onSort(sortField, false)} />
            <MenuItem icon="sort-desc" text="Sort descending" onClick={() => onSort(sortField, true)} />
          </Menu>
        }
      >
        <Button variant="minimal" size="small" icon="chevron-down" aria-label={`${label}: sort options`} />
      </Popover>
    </span>
  );
}

/**
 * A record list's grid: a table with a header that stays in view, columns a person can widen,
 * sorting, filtering and paging on the server (DESIGN §1). A real table, so assistive technology
 * reads rows and cells with their column names (Blueprint's Table drew positioned divs without
 * roles). On a phone-narrow window it is a list of cards instead, so nothing scrolls sideways.
 */
export function RecordGrid<T extends { _id: string }, F extends string>({
  label,
  columns,
  rows,
  loading,
  skeletonRows,
  sort,
  onSort,
}: RecordGridProps<T, F>) {
  const phone = usePhoneLayout();
  const [widths, setWidths] = useState<Record<string, number>>({});
  if (phone) {
    return <RecordCards label={label} columns={columns} rows={rows} loading={loading} sort={sort} onSort={onSort} />;
  }
  const widthOf = (column: RecordGridColumn<T, F>) => widths[column.id] ?? column.width;
  const skeleton = loading && rows.length === 0;

  return (
    // Scrolls in both directions when the page is small: focusable, so keys scroll it too.
    <div className="db-record-grid" role="region" aria-label={label} aria-busy={loading} tabIndex={0}>
      <table className="db-record-grid__table" aria-label={label}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: widthOf(column) }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'db-record-grid__numeric' : undefined}
                aria-sort={
                  column.sortField && sort.field === column.sortField
                    ? sort.descending
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
              >
                {column.sortField ? (
                  <SortableHeader label={column.label} sortField={column.sortField} sort={sort} onSort={onSort} />
                ) : (
                  <span className="db-record-grid__label">{column.label}</span>
                )}
                <ColumnResizer
                  label={column.label}
                  width={widthOf(column)}
                  onResize={(width) => setWidths((all) => ({ ...all, [column.id]: width }))}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {skeleton
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden>
                  {columns.map((column) => (
                    <td key={column.id}>
                      <span className={`${Classes.SKELETON} db-record-grid__skeleton`}>Loading</span>
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row._id}>
                  {columns.map((column) => (
                    <td key={column.id} className={column.numeric ? 'db-record-grid__numeric' : undefined}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
