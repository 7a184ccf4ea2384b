import { roleLabel, type User } from '@dealbook/contracts';
import { emailColumnWidth, type TableColumn } from '../../platform/exports/table-columns.js';

/** The users grid of /admin as a spreadsheet. */
export const userExportColumns: readonly TableColumn<User>[] = [
  { header: 'Name', kind: 'text', width: 24, value: (u) => u.fullName },
  { header: 'E-mail', kind: 'text', width: emailColumnWidth, value: (u) => u.email },
  { header: 'Role', kind: 'text', width: 15, value: (u) => roleLabel(u.role) },
  { header: 'Status', kind: 'text', width: 10, value: (u) => u.status },
  { header: 'Active', kind: 'yesNo', value: (u) => u.isActive },
  { header: 'Created', kind: 'dateTime', value: (u) => u.createdAt },
];
