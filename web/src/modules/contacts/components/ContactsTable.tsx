import type { Contact } from '@dealbook/contracts';
import { RecordGrid } from '../../records/components/RecordGrid.js';
import { contactColumns } from '../utils/contactColumns.js';
import type { ContactSort, ContactSortField } from '../utils/contactSearchQuery.js';

export interface ContactsTableProps {
  rows: readonly Contact[];
  /** No rows to show yet: skeleton cells stand in for them. */
  loading: boolean;
  skeletonRows: number;
  sort: ContactSort;
  onSort: (field: ContactSortField, descending?: boolean) => void;
}

const linkColumns = ['name', 'companies'];

/** The contacts grid; sorting, filtering and paging happen on the server (DESIGN §1). */
export function ContactsTable(props: ContactsTableProps) {
  return <RecordGrid label="Contacts" columns={contactColumns} interactiveColumns={linkColumns} {...props} />;
}
