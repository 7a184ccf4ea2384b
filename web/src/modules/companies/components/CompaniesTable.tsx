import type { Company } from '@dealbook/contracts';
import { RecordGrid } from '../../records/components/RecordGrid.js';
import { companyColumns } from '../utils/companyColumns.js';
import type { CompanySort, CompanySortField } from '../utils/companySearchQuery.js';

export interface CompaniesTableProps {
  rows: readonly Company[];
  /** No rows to show yet: skeleton cells stand in for them. */
  loading: boolean;
  skeletonRows: number;
  sort: CompanySort;
  onSort: (field: CompanySortField, descending?: boolean) => void;
}

const linkColumns = ['company'];

/** The companies grid; sorting, filtering and paging happen on the server (DESIGN §1). */
export function CompaniesTable(props: CompaniesTableProps) {
  return <RecordGrid label="Companies" columns={companyColumns} interactiveColumns={linkColumns} {...props} />;
}
