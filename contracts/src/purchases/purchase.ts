import { z } from 'zod';
import { booleanDateSchema } from '../common/boolean-date.js';
import { PurchasePriorityLevel } from '../enums/numeric-enums.js';
import { isoInstant } from '../tasks/child-links.js';
import type { ClientReview } from '../client-portal/client-review.js';

const priorityValues = Object.values(PurchasePriorityLevel);
export const purchasePrioritySchema = z.literal(priorityValues, {
  message: `priority must be a PurchasePriorityLevel: ${priorityValues.join(', ')} (A, B, M)`,
});
const id = (field: string) =>
  z.union(
    [
      z.uuid(),
      z
        .object({ _id: z.uuid() })
        .loose()
        .transform((r) => r._id),
    ],
    {
      message: `${field} must be a record id or {_id}`,
    },
  );
const now = () => new Date().toISOString();
const unticked = () => ({ checked: false, timestamp: now() });

/**
 * The ticks of spec §3.6, each a BooleanDate whose ticking is its own event, in the order a sale
 * takes them: the teaser (issue 38: ticked too when the teaser is sent from Dealbook), the NDA sent
 * and signed, the IM sent.
 */
export const PurchaseMilestones = ['sentTeaser', 'sentNDA', 'signedNDA', 'sentIM'] as const;
export type PurchaseMilestone = (typeof PurchaseMilestones)[number];

/** What people call each milestone tick: the grid's headers, the spreadsheets' and messages. */
export const PurchaseMilestoneLabels: Record<PurchaseMilestone, string> = {
  sentTeaser: 'Teaser sent',
  sentNDA: 'NDA sent',
  signedNDA: 'NDA signed',
  sentIM: 'IM sent',
};

/** One step of the purchaser's way through the sale, with the score it was given (spec §3.6). */
export const stepHistoryEntrySchema = z.object({
  step: z.string().trim().min(1, 'step is required').max(100),
  score: z.number().int().min(0).max(100).default(0),
  date: isoInstant.default(now),
});
export type StepHistoryEntry = z.output<typeof stepHistoryEntrySchema>;

/**
 * What a person edits on a purchase: a potential purchaser's interest in a project (spec §3.6).
 * `company` is the purchaser company, `project` the project it may buy; the client is the
 * project's client company, taken from the project.
 * DECISION: the spec names no default priority; a new purchaser starts at B (A is the hottest).
 */
export const purchaseFieldsSchema = z.object({
  company: id('company'),
  project: id('project'),
  currentStage: z.string().trim().max(100).default(''),
  clientComments: z.string().trim().max(10_000).default(''),
  internalComments: z.string().trim().max(10_000).default(''),
  priority: purchasePrioritySchema.default(PurchasePriorityLevel.B),
  sentTeaser: booleanDateSchema.default(unticked),
  sentNDA: booleanDateSchema.default(unticked),
  signedNDA: booleanDateSchema.default(unticked),
  sentIM: booleanDateSchema.default(unticked),
});
export type PurchaseFields = z.output<typeof purchaseFieldsSchema>;

/** Lists of linked child records (ids, newest first), kept by the child features. */
export const PurchaseChildListNames = ['communications', 'attachments', 'tasks', 'notes'] as const;
export type PurchaseChildListName = (typeof PurchaseChildListNames)[number];

/** The last communication with the purchaser, as the console shows it. */
export interface LastContact {
  _id: string;
  commsDate: string;
  commsType: number;
  outcome: string | null;
  action: number | null;
}

/** A purchase as the API returns it. */
export type Purchase = Omit<PurchaseFields, 'company' | 'project'> &
  Record<PurchaseChildListName, string[]> & {
    _id: string;
    company: { _id: string; companyName: string; logoUrl: string; doNotContact: boolean };
    client: { _id: string; companyName: string; logoUrl: string };
    project: { _id: string; projectName: string; reference: string };
    stepHistory: StepHistoryEntry[];
    lastContact: LastContact | null;
    /** Where the purchaser stands with the client (issue 14); notSubmitted until the team submits it. */
    clientReview: ClientReview;
    version: number;
    createdAt: string;
    updatedAt: string;
  };

/** Body of POST /api/purchase. A purchaser company may be on a project once. */
export const createPurchaseBodySchema = purchaseFieldsSchema
  .extend({ score: z.number().int().min(0).max(100).optional() })
  .strict();
export type CreatePurchaseBody = z.input<typeof createPurchaseBodySchema>;

/**
 * Body of PUT /api/purchase/{id}: the fields to change. A new `currentStage` adds a step to the
 * history with `score` (default 0). The company and project of a purchase do not change.
 * Read-only keys a client echoes back are accepted and ignored.
 */
export const updatePurchaseBodySchema = z
  .object({
    currentStage: purchaseFieldsSchema.shape.currentStage.removeDefault().optional(),
    score: z.number().int().min(0).max(100).optional(),
    clientComments: z.string().trim().max(10_000).optional(),
    internalComments: z.string().trim().max(10_000).optional(),
    priority: purchasePrioritySchema.optional(),
    sentNDA: booleanDateSchema.optional(),
    signedNDA: booleanDateSchema.optional(),
    sentIM: booleanDateSchema.optional(),
    sentTeaser: booleanDateSchema.optional(),
    _id: z.string().optional(),
    company: z.unknown().optional(),
    project: z.unknown().optional(),
    client: z.unknown().optional(),
    stepHistory: z.unknown().optional(),
    lastContact: z.unknown().optional(),
    clientReview: z.unknown().optional(),
    version: z.number().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    ...Object.fromEntries(PurchaseChildListNames.map((name) => [name, z.array(z.unknown()).optional()])),
  })
  .strict();
export type UpdatePurchaseBody = z.input<typeof updatePurchaseBodySchema>;

/**
 * GET /api/project/getProjectFromIdAndPurchaserStatus/{id}/{status} (spec §7.6): the project and
 * those of its purchasers whose current stage is `status` (any case; 'all' for every one).
 */
export interface ProjectWithPurchasers {
  _id: string;
  reference: string;
  projectName: string;
  isDeal: boolean;
  client: { _id: string; companyName: string };
  /** The stage asked for, as given. */
  purchaserStatus: string;
  purchases: Purchase[];
}
