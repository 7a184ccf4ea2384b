import { z } from 'zod';

/**
 * Where an item stands with the client (issue 14): a potential purchaser the firm would like to
 * approach, or a document that goes out in the client's name.
 * - `notSubmitted`: internal only; the client does not see it.
 * - `shared`: documents only, shown to the client for reading and download, nothing to decide.
 * - `awaiting`: submitted, waiting for the client's decision.
 * - `approved` / `rejected`: decided, with the client's comment.
 */
export const ClientReviewStates = ['notSubmitted', 'shared', 'awaiting', 'approved', 'rejected'] as const;
export type ClientReviewState = (typeof ClientReviewStates)[number];

/** The client's two answers. */
export const ClientDecisions = ['approved', 'rejected'] as const;
export type ClientDecision = (typeof ClientDecisions)[number];

/** The review of one item, as its record keeps it (a purchase's or an attachment's `clientReview`). */
export interface ClientReview {
  state: ClientReviewState;
  /** How many times it was submitted; a resubmission after a rejection is round 2, and so on. */
  round: number;
  /** When it was last submitted or shared (ISO), null before. */
  submittedAt: string | null;
  /** What the deal team tells the client about the item (shown to the client). */
  note: string;
  /** When the client last decided (ISO), null while undecided. */
  decidedAt: string | null;
  /** The client's comment on the last decision. */
  comment: string;
  /** Purchasers only: the purchaser's sector, when the team chose to share it. */
  sector: string | null;
}

export const notSubmittedReview: ClientReview = {
  state: 'notSubmitted',
  round: 0,
  submittedAt: null,
  note: '',
  decidedAt: null,
  comment: '',
  sector: null,
};

/**
 * The review once the team submitted the item (again): waiting for the client, the next round,
 * the team's note, any earlier decision cleared. A purchaser's sector is replaced when given.
 */
export function submittedReview(
  from: ClientReview,
  submission: { at: string; note: string; sector?: string | null },
): ClientReview {
  return {
    ...from,
    state: 'awaiting',
    round: from.round + 1,
    submittedAt: submission.at,
    note: submission.note,
    decidedAt: null,
    comment: '',
    ...(submission.sector !== undefined ? { sector: submission.sector } : {}),
  };
}

/** The review once the client answered, with their comment. */
export function decidedReview(
  from: ClientReview,
  decision: { decision: ClientDecision; comment: string; at: string },
): ClientReview {
  return { ...from, state: decision.decision, decidedAt: decision.at, comment: decision.comment };
}

export const clientReviewSchema = z.object({
  state: z.enum(ClientReviewStates),
  round: z.number().int().min(0),
  submittedAt: z.string().nullable(),
  note: z.string(),
  decidedAt: z.string().nullable(),
  comment: z.string(),
  sector: z.string().nullable(),
}) satisfies z.ZodType<ClientReview>;

const note = z.string().trim().max(2000, 'note is at most 2000 characters').default('');

/**
 * Body of POST /api/project/{id}/purchasers/approval: the team submits purchasers of the project
 * for the client's approval: some (`purchases`) or every one not yet submitted (`all`).
 */
export const submitPurchasersBodySchema = z
  .object({
    purchases: z.array(z.uuid('purchases must be a list of purchase ids')).min(1).max(1000).optional(),
    all: z.literal(true).optional(),
    /** What the team tells the client about these purchasers. */
    note,
    /** Share each purchaser's sector (its company's industry) with the client. */
    shareSector: z.boolean().default(false),
  })
  .strict()
  .refine((body) => (body.purchases === undefined) !== (body.all === undefined), {
    message: 'name the purchases to submit, or send all: true',
    path: ['purchases'],
  });
export type SubmitPurchasersBody = z.output<typeof submitPurchasersBodySchema>;

/** What a submission of purchasers did: which were submitted, which were left and why. */
export interface SubmitPurchasersAnswer {
  submitted: string[];
  skipped: { _id: string; companyName: string; reason: string }[];
}
export const submitPurchasersAnswerSchema = z.object({
  submitted: z.array(z.string()),
  skipped: z.array(z.object({ _id: z.string(), companyName: z.string(), reason: z.string() })),
}) satisfies z.ZodType<SubmitPurchasersAnswer>;

/** What the team can do with a document for the client (POST /api/attachment/{id}/client). */
export const AttachmentClientActions = ['share', 'submit', 'withdraw'] as const;
export type AttachmentClientAction = (typeof AttachmentClientActions)[number];
export const attachmentClientBodySchema = z
  .object({
    action: z.enum(AttachmentClientActions, { message: 'action must be share, submit or withdraw' }),
    note,
    /** The project whose client it is for; by default the attachment's only linked project. */
    project: z.uuid('project must be a project id').optional(),
  })
  .strict();
export type AttachmentClientBody = z.output<typeof attachmentClientBodySchema>;

/** The text fields beside the new file in POST /api/attachment/{id}/resubmit (multipart/form-data). */
export const resubmitAttachmentFieldsSchema = z.object({ note }).strict();

/** Body of the client's decision (POST /api/client/purchase/{id}/decision and …/attachment/…). */
export const clientDecisionBodySchema = z
  .object({
    decision: z.enum(ClientDecisions, { message: 'decision must be approved or rejected' }),
    comment: z.string().trim().max(2000, 'comment is at most 2000 characters').default(''),
  })
  .strict();
export type ClientDecisionBody = z.output<typeof clientDecisionBodySchema>;

/** Days an item may wait for the client before it is flagged as overdue (CLIENT_APPROVAL_DUE_DAYS). */
export const DefaultClientApprovalDueDays = 5;
