import { z } from 'zod';
import { TaskPriority, TaskStatus } from '../enums/numeric-enums.js';
import type { LinkableType } from '../links/linkable.js';
import {
  isoInstant,
  linkListShape,
  optionalLinkListShape,
  type ChildLinkLists,
  type PersonSummary,
} from './child-links.js';

/** The parent types a task is linked to (spec §3.7). */
export const TaskLinkTypes = [
  'contact',
  'company',
  'project',
  'purchase',
  'event',
] as const satisfies readonly LinkableType[];
export type TaskLinkType = (typeof TaskLinkTypes)[number];
export type TaskLinkLists = ChildLinkLists<TaskLinkType>;

const statusValues = Object.values(TaskStatus);
const priorityValues = Object.values(TaskPriority);
export const taskStatusSchema = z.literal(statusValues, {
  message: `status must be a TaskStatus: ${statusValues.join(', ')}`,
});
export const taskPrioritySchema = z.literal(priorityValues, {
  message: `priority must be a TaskPriority: ${priorityValues.join(', ')}`,
});
const assignee = z.union([z.uuid(), z.object({ _id: z.uuid() }).transform((person) => person._id)], {
  message: 'must be a user id or {_id}',
});
/** Assignees as ids; a client sending a task back may send the {_id, fullName} summaries it got. */
export const assignedToSchema = z
  .array(assignee)
  .max(20)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/**
 * What a person edits on a task (spec §3.7, §9 defaults). `completed` is not here: it is derived,
 * true exactly when the status is Completed.
 */
export const taskFieldsSchema = z.object({
  subject: z.string().trim().min(1, 'subject is required').max(200),
  description: z.string().trim().max(10_000).default(''),
  status: taskStatusSchema.default(TaskStatus.NotStarted),
  priority: taskPrioritySchema.default(TaskPriority.Normal),
  dueDate: isoInstant.default(() => new Date().toISOString()),
  assignedTo: assignedToSchema.default([]),
});
export type TaskFields = z.output<typeof taskFieldsSchema>;

/**
 * A record a task is linked to, named for display so that a task list can say what each task is
 * about. A purchase is named "purchaser — project" and carries its project, whose page shows it.
 */
export interface TaskRelatedRecord {
  type: TaskLinkType;
  _id: string;
  name: string;
  projectId: string | null;
}

/** A task as the API returns it. */
export type Task = Omit<TaskFields, 'assignedTo'> &
  TaskLinkLists & {
    _id: string;
    version: number;
    completed: boolean;
    /** Who the task is assigned to, with names for display. */
    assignedTo: PersonSummary[];
    createdBy: PersonSummary | null;
    /** The linked records with their names, in link-type order; records since deleted are left out. */
    related: TaskRelatedRecord[];
    createdAt: string;
    updatedAt: string;
  };

/** The status a body asks for: `completed` alone is a shorthand for Completed / Not Started. */
function resolveStatus(status: TaskStatus | undefined, completed: boolean | undefined, ctx: z.RefinementCtx) {
  if (status !== undefined && completed !== undefined && completed !== (status === TaskStatus.Completed)) {
    ctx.addIssue({ code: 'custom', path: ['completed'], message: 'completed must agree with status (Completed is 3)' });
  }
  if (status !== undefined) return status;
  if (completed === undefined) return undefined;
  return completed ? TaskStatus.Completed : TaskStatus.NotStarted;
}

/** Body of POST /api/task: subject required, anything else defaults; links may come along. */
export const createTaskBodySchema = taskFieldsSchema
  .extend({ status: taskStatusSchema.optional(), completed: z.boolean().optional(), ...linkListShape(TaskLinkTypes) })
  .strict()
  .transform(({ completed, ...body }, ctx) => ({
    ...body,
    status: resolveStatus(body.status, completed, ctx) ?? TaskStatus.NotStarted,
  }));
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/**
 * Body of PUT /api/task/{id}: the fields to change; a named link list replaces that list.
 * Read-only keys a client echoes back are accepted and ignored.
 */
export const updateTaskBodySchema = z
  .object({
    subject: taskFieldsSchema.shape.subject.optional(),
    description: z.string().trim().max(10_000).optional(),
    status: taskStatusSchema.optional(),
    priority: taskPrioritySchema.optional(),
    dueDate: isoInstant.optional(),
    assignedTo: assignedToSchema.optional(),
    completed: z.boolean().optional(),
    ...optionalLinkListShape(TaskLinkTypes),
    _id: z.string().optional(),
    version: z.number().optional(),
    createdBy: z.unknown().optional(),
    related: z.unknown().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict()
  .transform(({ completed, ...body }, ctx) => ({ ...body, status: resolveStatus(body.status, completed, ctx) }));
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;
