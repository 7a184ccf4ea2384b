import { z } from 'zod';
import { personSummarySchema, recordKeys } from '../http/record-schemas.js';
import { linkListsOf } from './child-link-lists.js';
import { TaskLinkTypes, taskFieldsSchema, type Task } from './task.js';

export const taskSchema = taskFieldsSchema.extend({
  ...linkListsOf(TaskLinkTypes),
  ...recordKeys,
  completed: z.boolean(),
  assignedTo: z.array(personSummarySchema),
  createdBy: personSummarySchema.nullable(),
  related: z.array(
    z.object({ type: z.enum(TaskLinkTypes), _id: z.string(), name: z.string(), projectId: z.string().nullable() }),
  ),
}) satisfies z.ZodType<Task>;
