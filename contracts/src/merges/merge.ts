import { z } from 'zod';

/**
 * Merging two companies or two contacts (issue 32): one survives, the other is merged into it.
 * The person picks, field by field, whose value the survivor keeps; every link of the merged-away
 * record (its people, purchases, projects, tasks, notes, payments, attachments, events and
 * communications) moves to the survivor. The merge is recorded on both records' streams, so both
 * histories show it, and an undo puts it back as an import's undo does. Manager and above.
 *
 * Routes (each type has the same four):
 *   GET  /api/companies/merge-preview?survivor=&merged=   → MergePreview
 *   POST /api/companies/merge          body MergeBody       → MergeOutcome
 *   GET  /api/contacts/merge-preview?survivor=&merged=    → MergePreview
 *   POST /api/contacts/merge           body MergeBody       → MergeOutcome
 *   POST /api/merges/:mergeId/undo                          → MergeUndoOutcome
 * A merged-away record's own route (GET /api/company/:id, GET /api/contact/:id) answers
 * 301 with `Location` at the survivor's route and a MergedAway body, to those who may see the
 * survivor; to anyone else it is not found (404), as any record outside their scope is.
 */
export const MergeableTypes = ['company', 'contact'] as const;
export type MergeableType = (typeof MergeableTypes)[number];

export const MergeableTypeLabels: Record<MergeableType, { one: string; many: string }> = {
  company: { one: 'company', many: 'companies' },
  contact: { one: 'contact', many: 'contacts' },
};

/**
 * At most this many linked records move in one merge: they move in one transaction, each on its
 * own stream, and the merge event lists them for its undo. A record with more is not merged (a
 * blocker says so) rather than tying up the database for everyone.
 */
export const MaxMergeMoves = 10_000;

/** Whose value a field keeps: the survivor's (the default for every field not named) or the merged record's. */
export const MergeSides = ['survivor', 'merged'] as const;
export type MergeSide = (typeof MergeSides)[number];

const recordId = (name: string) => z.string().uuid(`${name} must be a record id`).toLowerCase();

/** GET …/merge-preview?survivor=&merged= */
export const mergePreviewQuerySchema = z
  .strictObject({ survivor: recordId('survivor'), merged: recordId('merged') })
  .refine((query) => query.survivor !== query.merged, {
    path: ['merged'],
    message: 'merged must be a different record from survivor',
  });
export type MergePreviewQuery = z.output<typeof mergePreviewQuerySchema>;

/**
 * POST …/merge. `fields` names the fields whose merged-record value wins (field → 'merged'); a
 * field named with 'survivor', or not named, keeps the survivor's value. A field the type does
 * not merge is a 400 naming it. `versions` are the two records' versions the person saw on the
 * preview: if either moved on since, the merge is refused (409) rather than merging values they
 * did not see.
 */
export const mergeBodySchema = z
  .strictObject({
    survivor: recordId('survivor'),
    merged: recordId('merged'),
    fields: z.record(z.string().max(100), z.enum(MergeSides)).default({}),
    versions: z
      .strictObject({
        survivor: z.number().int().min(1),
        merged: z.number().int().min(1),
      })
      .optional(),
  })
  .refine((body) => body.survivor !== body.merged, {
    path: ['merged'],
    message: 'merged must be a different record from survivor',
  });
export type MergeBody = z.input<typeof mergeBodySchema>;
export type ParsedMergeBody = z.output<typeof mergeBodySchema>;

/** One of the two records, as the merge screen names it. */
export interface MergeRecordSummary {
  _id: string;
  /** The company name, the contact's full name. */
  name: string;
  /** What tells it apart: a company's domain and city, a contact's e-mail and company. */
  detail: string;
  /** The stream version the preview was read at: send it back in MergeBody.versions. */
  version: number;
  createdAt: string;
}

/** One field of the side-by-side choice, with both values in words (labels, names, dates). */
export interface MergeFieldChoice {
  field: string;
  /** The field's label as the record's form shows it. */
  label: string;
  survivorText: string;
  mergedText: string;
  /** False when both values are the same: the screen shows it without a choice. */
  differs: boolean;
  /** The side preselected: the survivor's unless it is empty and the merged record's is not. */
  suggested: MergeSide;
}

/** The links of one kind that move from the merged record to the survivor. */
export const MergeLinkKinds = [
  'contacts',
  'companies',
  'projects',
  'purchases',
  'tasks',
  'notes',
  'payments',
  'attachments',
  'events',
  'communications',
  'users',
] as const;
export type MergeLinkKind = (typeof MergeLinkKinds)[number];

export interface MergeLinkCount {
  kind: MergeLinkKind;
  count: number;
}

export interface MergePreview {
  type: MergeableType;
  survivor: MergeRecordSummary;
  merged: MergeRecordSummary;
  /** Every field the type merges, in form order. */
  fields: MergeFieldChoice[];
  /** What moves to the survivor, kinds with a count of 0 left out. */
  moves: MergeLinkCount[];
  /**
   * Why the merge cannot go ahead as it stands, in words a manager can act on (both companies are
   * purchasers on the same project, …); empty when it can. A POST while any stands is a 409.
   */
  blockers: string[];
}

export interface MergeOutcome {
  /** Names the merge for its undo. */
  mergeId: string;
  survivor: { _id: string; name: string; version: number };
  merged: { _id: string; name: string };
  moved: MergeLinkCount[];
}

export interface MergeUndoOutcome {
  mergeId: string;
  /** The record brought back. */
  restored: { _id: string; name: string };
  /**
   * Survivor fields changed by someone after the merge: those keep today's value rather than the
   * one they had before it (as an import's undo keeps them), named by label.
   */
  kept: string[];
}

/** The body of the 301 a merged-away record answers with. */
export interface MergedAway {
  statusCode: 301;
  message: string;
  mergedInto: { type: MergeableType; _id: string };
}
