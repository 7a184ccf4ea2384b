import { Menu, MenuItem } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, SelectionModes, Table, TableLoadingOption } from '@blueprintjs/table';
import { Fragment, type ReactNode } from 'react';
import { SortHeaderButton } from '../../ui/components/SortHeaderButton.js';

export interface RecordGridColumn<T, F extends string> {
  id: string;
  label: string;
  width: number;
  /** Set when the server can sort by this column. */
  sortField?: F;
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

export interface RecordGridSort<F extends string> {
  field: F;
  descending: boolean;
}

export interface RecordGridProps<T, F extends string> {
  /** The accessible name of the grid region ("Companies", "Contacts"). */
  label: string;
  columns: readonly RecordGridColumn<T, F>[];
  /** Ids of the columns whose cells hold links. */
  interactiveColumns: readonly string[];
  rows: readonly T[];
  /** No rows to show yet: skeleton cells stand in for them. */
  loading: boolean;
  skeletonRows: number;
  sort: RecordGridSort<F>;
  onSort: (field: F, descending?: boolean) => void;
}

/**
 * A header that sorts on the server: click to toggle, or pick a direction from its menu. Called
 * as a function, not rendered as a component, because the Table clones the ColumnHeaderCell itself.
 */
function sortableHeader<F extends string>(
  { label, sortField }: { label: string; sortField?: F },
  sort: RecordGridSort<F>,
  onSort: (field: F, descending?: boolean) => void,
) {
  if (!sortField) return <ColumnHeaderCell name={label} />;
  const direction = sort.field === sortField ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <ColumnHeaderCell
      name={label}
      nameRenderer={() => <SortHeaderButton label={label} direction={direction} onClick={() => onSort(sortField)} />}
      menuRenderer={() => (
        <Menu aria-label={`Sort by ${label}`}>
          <MenuItem icon="sort-asc" text="Sort ascending" onClick={() => onSort(sortField, false)} />
          <MenuItem icon="sort-desc" text="Sort descending" onClick={() => onSort(sortField, true)} />
        </Menu>
      )}
    />
  );
}

/**
 * A record list's grid; sorting, filtering and paging happen on the server (DESIGN §1). The
 * Table keeps its cells by position, so each cell's content is keyed by its record: when a live
 * insert shifts the rows, nothing of one record's cell (an avatar, a link's focus) stays with
 * the record that moved into its place.
 */
export function RecordGrid<T extends { _id: string }, F extends string>({
  label,
  columns,
  interactiveColumns,
  rows,
  loading,
  skeletonRows,
  sort,
  onSort,
}: RecordGridProps<T, F>) {
  const renderCell = (column: RecordGridColumn<T, F>) => (rowIndex: number) => {
    const row = rows[rowIndex];
    return (
      <Cell
        interactive={interactiveColumns.includes(column.id)}
        className={column.numeric ? 'db-cell db-cell--numeric' : 'db-cell'}
      >
        {row ? <Fragment key={row._id}>{column.render(row)}</Fragment> : ''}
      </Cell>
    );
  };

  return (
    <div className="db-companies-table" role="region" aria-label={label} aria-busy={loading}>
      <Table
        numRows={loading ? skeletonRows : rows.length}
        defaultRowHeight={40}
        columnWidths={columns.map((column) => column.width)}
        enableRowHeader={false}
        enableFocusedCell={false}
        enableMultipleSelection={false}
        selectionModes={SelectionModes.NONE}
        enableColumnResizing
        loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, sort]}
      >
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            name={column.label}
            cellRenderer={renderCell(column)}
            columnHeaderCellRenderer={() => sortableHeader(column, sort, onSort)}
          />
        ))}
      </Table>
    </div>
  );
}
