import { z } from 'zod';
import { historyEntrySchema } from '../http/record-schemas.js';

/** The record types whose pages lead with an activity timeline (issue 33). */
export const TimelineRecordTypes = ['company', 'contact', 'project', 'event', 'purchase'] as const;
export type TimelineRecordType = (typeof TimelineRecordTypes)[number];

/**
 * The kinds a timeline can be narrowed to, each the events of one kind of linked record;
 * `changes` is the record's own stream and those of its projects and purchasers (field edits,
 * stage moves).
 */
export const TimelineKinds = ['calls', 'tasks', 'notes', 'documents', 'payments', 'changes'] as const;
export type TimelineKind = (typeof TimelineKinds)[number];

/** The kind of a stream's events on a timeline, by its record type. */
export function timelineKindOf(streamType: string): TimelineKind {
  switch (streamType) {
    case 'communication':
      return 'calls';
    case 'task':
      return 'tasks';
    case 'note':
      return 'notes';
    case 'attachment':
      return 'documents';
    case 'payment':
      return 'payments';
    default:
      return 'changes';
  }
}

/**
 * The record types whose events other records' timelines show (a company's calls, notes,
 * projects…): a change of one makes the open timelines stale, whichever record it is linked to.
 */
export const TimelineLinkedTypes: readonly string[] = [
  'communication',
  'task',
  'note',
  'attachment',
  'payment',
  'project',
  'purchase',
];

export const TimelineLimitDefault = 30;
export const TimelineLimitMax = 100;

/** `before`: the `next` of the page above; a moment and a place in the log, as `<ms>.<commit>.<prepare>`. */
export const timelineCursorPattern = /^\d{1,15}\.\d{1,20}\.\d{1,20}$/;

/** GET /api/timeline/{type}/{id}?kind=&limit=&before= */
export const timelineQuerySchema = z.object({
  kind: z.enum(TimelineKinds, { error: `kind must be one of: ${TimelineKinds.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${TimelineLimitMax}` })
    .int(`limit must be a whole number from 1 to ${TimelineLimitMax}`)
    .min(1, `limit must be a whole number from 1 to ${TimelineLimitMax}`)
    .max(TimelineLimitMax, `limit must be a whole number from 1 to ${TimelineLimitMax}`)
    .default(TimelineLimitDefault),
  before: z.string().regex(timelineCursorPattern, "before must be the 'next' cursor of the previous page").optional(),
});
export type TimelineQuery = z.output<typeof timelineQuerySchema>;

/** One page of a timeline, newest first; `next` asks for the older ones (null: nothing older). */
export const timelinePageSchema = z.object({
  entries: z.array(historyEntrySchema),
  next: z.string().nullable(),
});
export type TimelinePage = z.output<typeof timelinePageSchema>;
