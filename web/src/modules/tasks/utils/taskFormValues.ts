import {
  createTaskBodySchema,
  TaskPriority,
  type CreateTaskBody,
  TaskStatus,
  type PersonSummary,
  type Task,
  type TaskPriority as Priority,
  type TaskStatus as Status,
} from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** What the task dialog edits; assignees are kept whole so their names show as tags. */
export interface TaskFormValues {
  subject: string;
  description: string;
  status: Status;
  priority: Priority;
  dueDate: string;
  assignedTo: PersonSummary[];
}

/** The dialog's fields as they are labelled. */
export const taskFieldLabels = {
  subject: 'Subject',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  dueDate: 'Due',
  assignedTo: 'Assigned to',
} as const satisfies Record<keyof TaskFormValues, string>;

/** A task being edited, or a new one: not started, normal priority, due now (spec §9 defaults). */
export function taskFormValues(task: Task | undefined, assignees: PersonSummary[], now = new Date()): TaskFormValues {
  if (task) {
    const { subject, description, status, priority, dueDate, assignedTo } = task;
    return { subject, description, status, priority, dueDate, assignedTo };
  }
  return {
    subject: '',
    description: '',
    status: TaskStatus.NotStarted,
    priority: TaskPriority.Normal,
    dueDate: now.toISOString(),
    assignedTo: assignees,
  };
}

/** The dialog's values as the task's fields (assignees as ids), checked by the server's own schema. */
export const taskFormSchema = formSchema(
  (values: TaskFormValues): CreateTaskBody => ({
    ...values,
    assignedTo: values.assignedTo.map((person) => person._id),
  }),
  createTaskBodySchema,
);

export type TaskFormOutput = ReturnType<typeof taskFormSchema.parse>;

/** The edited fields only: a PUT naming a link list would replace it. */
export function taskFields({ subject, description, status, priority, dueDate, assignedTo }: TaskFormOutput) {
  return { subject, description, status, priority, dueDate, assignedTo };
}
