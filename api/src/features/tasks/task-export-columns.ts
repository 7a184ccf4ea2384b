import { taskPriorityLabel, taskStatusLabel, type Task } from '@dealbook/contracts';
import type { TableColumn } from '../../platform/exports/table-columns.js';

/** The tasks board as a spreadsheet: the board's columns in its words. */
export const taskExportColumns: readonly TableColumn<Task>[] = [
  { header: 'Subject', kind: 'text', width: 36, value: (t) => t.subject },
  { header: 'About', kind: 'text', width: 30, value: (t) => t.related.map((record) => record.name).join(', ') },
  { header: 'Status', kind: 'text', width: 16, value: (t) => taskStatusLabel(t.status) },
  { header: 'Priority', kind: 'text', width: 10, value: (t) => taskPriorityLabel(t.priority) },
  { header: 'Due', kind: 'date', value: (t) => t.dueDate ?? null },
  {
    header: 'Assigned to',
    kind: 'text',
    width: 24,
    value: (t) => t.assignedTo.map((person) => person.fullName).join(', '),
  },
  { header: 'Completed', kind: 'yesNo', value: (t) => t.completed },
];
