import { z } from 'zod';
import {
  MergeableTypes,
  MergeLinkKinds,
  MergeSides,
  type MergedAway,
  type MergeOutcome,
  type MergePreview,
  type MergeUndoOutcome,
} from './merge.js';

/**
 * The answers of the merge routes as zod schemas, for the OpenAPI document (merge.ts gives their
 * types; `satisfies` below keeps the two the same shape).
 */
const linkCountSchema = z.object({ kind: z.enum(MergeLinkKinds), count: z.number().int() });

const recordSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  detail: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
});

export const mergePreviewSchema = z.object({
  type: z.enum(MergeableTypes),
  survivor: recordSummarySchema,
  merged: recordSummarySchema,
  fields: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      survivorText: z.string(),
      mergedText: z.string(),
      differs: z.boolean(),
      suggested: z.enum(MergeSides),
    }),
  ),
  moves: z.array(linkCountSchema),
  blockers: z.array(z.string()),
}) satisfies z.ZodType<MergePreview>;

export const mergeOutcomeSchema = z.object({
  mergeId: z.string(),
  survivor: z.object({ _id: z.string(), name: z.string(), version: z.number().int() }),
  merged: z.object({ _id: z.string(), name: z.string() }),
  moved: z.array(linkCountSchema),
}) satisfies z.ZodType<MergeOutcome>;

export const mergeUndoOutcomeSchema = z.object({
  mergeId: z.string(),
  restored: z.object({ _id: z.string(), name: z.string() }),
  kept: z.array(z.string()),
}) satisfies z.ZodType<MergeUndoOutcome>;

export const mergedAwaySchema = z.object({
  statusCode: z.literal(301),
  message: z.string(),
  mergedInto: z.object({ type: z.enum(MergeableTypes), _id: z.string() }),
}) satisfies z.ZodType<MergedAway>;
