import { Menu, MenuItem } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Table, TableLoadingOption, SelectionModes } from '@blueprintjs/table';
import type { Company } from '@dealbook/contracts';
import { SortHeaderButton } from '../../ui/components/SortHeaderButton.js';
import { companyColumns, type CompanyColumn } from '../utils/companyColumns.js';
import type { CompanySort, CompanySortField } from '../utils/companySearchQuery.js';

export interface CompaniesTableProps {
  rows: readonly Company[];
  /** No rows to show yet: skeleton cells stand in for them. */
  loading: boolean;
  skeletonRows: number;
  sort: CompanySort;
  onSort: (field: CompanySortField, descending?: boolean) => void;
}

const rowHeight = 40;

/** The companies grid; sorting, filtering and paging happen on the server (DESIGN §1). */
export function CompaniesTable({ rows, loading, skeletonRows, sort, onSort }: CompaniesTableProps) {
  const direction = (column: CompanyColumn) =>
    column.sortField && sort.field === column.sortField ? (sort.descending ? 'descending' : 'ascending') : undefined;

  const renderHeader = (column: CompanyColumn) => {
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

  const renderCell = (column: CompanyColumn) => (rowIndex: number) => {
    const company = rows[rowIndex];
    return (
      <Cell interactive={column.id === 'company'} className={column.numeric ? 'db-cell db-cell--numeric' : 'db-cell'}>
        {company ? column.render(company) : ''}
      </Cell>
    );
  };

  return (
    <div className="db-companies-table" role="region" aria-label="Companies" aria-busy={loading}>
      <Table
        numRows={loading ? skeletonRows : rows.length}
        defaultRowHeight={rowHeight}
        columnWidths={companyColumns.map((column) => column.width)}
        enableRowHeader={false}
        enableFocusedCell={false}
        enableMultipleSelection={false}
        selectionModes={SelectionModes.NONE}
        enableColumnResizing
        loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, sort]}
      >
        {companyColumns.map((column) => (
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
