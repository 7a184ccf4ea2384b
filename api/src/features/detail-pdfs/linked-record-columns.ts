import { communicationActionLabel, communicationTypeLabel, shortOutcomeLabel } from '@dealbook/contracts';
import {
  PaymentStatus,
  TaskPriority,
  TaskStatus,
  type Communication,
  type Payment,
  type Task,
  enumValueLabel,
} from '@dealbook/contracts';
import type { TableColumn } from '../../platform/exports/table-columns.js';

/** People on one line, by name. */
export const names = (people: readonly { fullName: string }[]) => people.map((p) => p.fullName).join(', ');

/** The tasks table of every detail PDF: what, how urgent, by when, whose. */
export const taskColumns: TableColumn<Task>[] = [
  { header: 'Subject', kind: 'text', value: (t) => t.subject, width: 30 },
  { header: 'Status', kind: 'text', value: (t) => enumValueLabel(TaskStatus, t.status), width: 13 },
  { header: 'Priority', kind: 'text', value: (t) => enumValueLabel(TaskPriority, t.priority), width: 8 },
  { header: 'Due date', kind: 'date', value: (t) => t.dueDate },
  { header: 'Assigned to', kind: 'text', value: (t) => names(t.assignedTo), width: 18 },
];

/**
 * Calls newest first, as every list of calls shows them: when, on which project, with which
 * purchaser and person, by whom, what came of it and what is next. The project's own PDF leaves
 * the project out.
 */
export function callColumns({ project }: { project: boolean }): TableColumn<Communication>[] {
  return [
    { header: 'Date', kind: 'dateTime', value: (c) => c.commsDate, width: 12 },
    ...(project
      ? [
          {
            header: 'Project',
            kind: 'text',
            value: (c: Communication) => c.project?.projectName ?? '',
            width: 12,
          } as const,
        ]
      : []),
    { header: 'Purchaser', kind: 'text', value: (c) => c.purchaser?.companyName ?? '', width: project ? 13 : 17 },
    { header: 'Spoken to', kind: 'text', value: (c) => names(c.spokenTo), width: 12 },
    { header: 'Caller', kind: 'text', value: (c) => names(c.employees), width: 10 },
    { header: 'Type', kind: 'text', value: (c) => communicationTypeLabel(c.commsType), width: 6 },
    { header: 'Outcome', kind: 'text', value: (c) => (c.outcome ? shortOutcomeLabel(c.outcome) : ''), width: 10 },
    {
      header: 'Next action',
      kind: 'text',
      value: (c) => (c.action === null ? '' : communicationActionLabel(c.action)),
      width: 10,
    },
    { header: 'Notes', kind: 'text', value: (c) => c.content, width: project ? 27 : 28 },
  ];
}

/** Payments with the net, VAT and gross amounts added up. */
export const paymentColumns: TableColumn<Payment>[] = [
  { header: 'Description', kind: 'text', value: (p) => p.description, width: 24 },
  { header: 'Status', kind: 'text', value: (p) => enumValueLabel(PaymentStatus, p.status), width: 10 },
  { header: 'Due date', kind: 'date', value: (p) => p.dueDate },
  { header: 'VAT rate (%)', kind: 'number', value: (p) => p.vatRate, width: 8 },
  { header: 'Amount exc. VAT', kind: 'money', value: (p) => p.amountExVAT, total: true },
  { header: 'VAT', kind: 'money', value: (p) => p.vatAmount, total: true },
  { header: 'Amount inc. VAT', kind: 'money', value: (p) => p.amountIncVAT, total: true },
];
