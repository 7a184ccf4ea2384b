import { Menu, MenuItem } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, SelectionModes, Table, TableLoadingOption } from '@blueprintjs/table';
import type { Contact } from '@dealbook/contracts';
import { SortHeaderButton } from '../../ui/components/SortHeaderButton.js';
import { contactColumns, type ContactColumn } from '../utils/contactColumns.js';
import type { ContactSort, ContactSortField } from '../utils/contactSearchQuery.js';

export interface ContactsTableProps {
  rows: readonly Contact[];
  /** No rows to show yet: skeleton cells stand in for them. */
  loading: boolean;
  skeletonRows: number;
  sort: ContactSort;
  onSort: (field: ContactSortField, descending?: boolean) => void;
}

/** The contacts grid; sorting, filtering and paging happen on the server (DESIGN §1). */
export function ContactsTable({ rows, loading, skeletonRows, sort, onSort }: ContactsTableProps) {
  const direction = (column: ContactColumn) =>
    column.sortField && sort.field === column.sortField ? (sort.descending ? 'descending' : 'ascending') : undefined;

  const renderHeader = (column: ContactColumn) => {
    const field = column.sortField;
    if (!field) return <ColumnHeaderCell name={column.label} />;
    return (
      <ColumnHeaderCell
        name={column.label}
        nameRenderer={() => (
          <SortHeaderButton label={column.label} direction={direction(column)} onClick={() => onSort(field)} />
        )}
        menuRenderer={() => (
          <Menu aria-label={`Sort by ${column.label}`}>
            <MenuItem icon="sort-asc" text="Sort ascending" onClick={() => onSort(field, false)} />
            <MenuItem icon="sort-desc" text="Sort descending" onClick={() => onSort(field, true)} />
          </Menu>
        )}
      />
    );
  };

  const renderCell = (column: ContactColumn) => (rowIndex: number) => {
    const contact = rows[rowIndex];
    return (
      <Cell interactive={column.id === 'name' || column.id === 'companies'} className="db-cell">
        {contact ? column.render(contact) : ''}
      </Cell>
    );
  };

  return (
    <div className="db-companies-table" role="region" aria-label="Contacts" aria-busy={loading}>
      <Table
        numRows={loading ? skeletonRows : rows.length}
        defaultRowHeight={40}
        columnWidths={contactColumns.map((column) => column.width)}
        enableRowHeader={false}
        enableFocusedCell={false}
        enableMultipleSelection={false}
        selectionModes={SelectionModes.NONE}
        enableColumnResizing
        loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, sort]}
      >
        {contactColumns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            name={column.label}
            cellRenderer={renderCell(column)}
            columnHeaderCellRenderer={() => renderHeader(column)}
          />
        ))}
      </Table>
    </div>
  );
}
