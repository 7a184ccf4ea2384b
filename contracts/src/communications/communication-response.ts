import { z } from 'zod';
import { personSummarySchema, recordKeys } from '../http/record-schemas.js';
import { linkListsOf } from '../tasks/child-link-lists.js';
import {
  communicationActionSchema,
  communicationFieldsSchema,
  communicationOutcomeSchema,
  CommunicationLinkTypes,
  type Communication,
  type CommunicationSummary,
  type CommunicationTimelinePoint,
} from './communication.js';

export const communicationSchema = communicationFieldsSchema.extend({
  ...linkListsOf(CommunicationLinkTypes),
  ...recordKeys,
  contacted: z.array(personSummarySchema),
  employees: z.array(personSummarySchema),
  createdBy: personSummarySchema.nullable(),
  project: z.object({ _id: z.string(), projectName: z.string() }).nullable(),
  purchaser: z.object({ _id: z.string(), companyName: z.string() }).nullable(),
  spokenTo: z.array(personSummarySchema),
}) satisfies z.ZodType<Communication>;

export const communicationTimelinePointSchema = z.object({
  date: z.string(),
  action: communicationActionSchema.nullable(),
  outcome: communicationOutcomeSchema.nullable(),
  count: z.number().int(),
  percent: z.number(),
}) satisfies z.ZodType<CommunicationTimelinePoint>;

export const communicationSummarySchema = z.object({
  userId: z.string(),
  total: z.number().int(),
  today: z.number().int(),
  byOutcome: z.array(z.object({ outcome: communicationOutcomeSchema.nullable(), count: z.number().int() })),
  byAction: z.array(z.object({ action: communicationActionSchema.nullable(), count: z.number().int() })),
  lastCommsDate: z.string().nullable(),
}) satisfies z.ZodType<CommunicationSummary>;
