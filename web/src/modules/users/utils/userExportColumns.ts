import type { User } from '@dealbook/contracts';
import type { ExportColumn } from '../../export/utils/xlsxRows.js';
import { roleLabel } from './userAdmin.js';

/** The users grid of /admin as a spreadsheet. */
export const userExportColumns: readonly ExportColumn<User>[] = [
  { header: 'Name', value: (u) => u.fullName },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Role', value: (u) => roleLabel(u.role) },
  { header: 'Status', value: (u) => u.status },
  { header: 'Active', value: (u) => u.isActive },
  { header: 'Created', value: (u) => new Date(u.createdAt) },
];
