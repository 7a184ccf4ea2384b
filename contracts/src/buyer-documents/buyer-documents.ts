import { z } from 'zod';
import type { BuyerLinkAction } from './buyer-link-events.js';

/** How long a link lasts when the sender names no expiry, and the longest one may last. */
export const DefaultBuyerLinkDays = 30;
export const MaxBuyerLinkDays = 365;
/** The most documents and recipients one sending names. */
export const MaxDocumentsPerSending = 20;
export const MaxRecipientsPerSending = 50;

const ids = (field: string, max: number) =>
  z
    .array(z.uuid(`${field} must be a list of record ids`), { error: `${field} must be a list of record ids` })
    .min(1, `${field}: name at least one`)
    .max(max, `${field}: at most ${max}`)
    .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]);

/** Body of POST /api/purchase/{id}/documents (issue 38). */
export const sendBuyerDocumentsBodySchema = z
  .object({
    attachments: ids('attachments', MaxDocumentsPerSending),
    recipients: ids('recipients', MaxRecipientsPerSending),
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .max(2000, 'message: at most 2,000 characters')
      .default(''),
    expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date and time' }).optional(),
    /** Files other than PDFs may go too, downloaded as they are (no watermark can mark them). */
    allowDownload: z.boolean({ error: 'allowDownload must be true or false' }).default(false),
  })
  .strict();
export type SendBuyerDocumentsBody = z.output<typeof sendBuyerDocumentsBodySchema>;

const recipientSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** One recipient's link, as the sender and the purchasers tab see it. */
export const buyerDocumentGrantSchema = z.object({
  _id: z.string(),
  purchaseId: z.string(),
  recipient: recipientSchema,
  documents: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      buyerAccess: z.enum(['teaser', 'nda']),
      watermarked: z.boolean(),
    }),
  ),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  sentByName: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** As of the answer. */
  state: z.enum(['active', 'expired', 'revoked']),
  /** How often the page was opened. */
  opened: z.number(),
  /** Per document id: how often it was viewed in the browser and downloaded, and when last. */
  activity: z.record(z.string(), z.object({ viewed: z.number(), downloaded: z.number(), lastAt: z.string() })),
  firstOpenedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type BuyerDocumentGrant = z.output<typeof buyerDocumentGrantSchema>;

/** Answer of POST /api/purchase/{id}/documents: the links made (each link shown here only, once) and the recipients the mail server refused, for whom nothing was recorded. */
export const sendBuyerDocumentsAnswerSchema = z.object({
  grants: z.array(buyerDocumentGrantSchema.extend({ link: z.string() })),
  refused: z.array(z.object({ recipient: recipientSchema, reason: z.string() })),
  /** Whether the mails went to the outbox (no SMTP server configured) rather than out. */
  outbox: z.boolean(),
});
export type SendBuyerDocumentsAnswer = z.output<typeof sendBuyerDocumentsAnswerSchema>;

/** What each action reads as, on the purchasers tab and in the history. */
export const BuyerLinkActionLabels: Record<BuyerLinkAction, string> = {
  opened: 'opened the link',
  viewed: 'viewed',
  downloaded: 'downloaded',
};

/** One purchaser's reading of the buyer documents sent on a project (issue 38), for its dashboard. */
export const buyerEngagementSchema = z.object({
  purchaseId: z.string(),
  purchaserName: z.string(),
  /** Links sent, and how many of their recipients opened theirs. */
  links: z.number(),
  readers: z.number(),
  opened: z.number(),
  viewed: z.number(),
  downloaded: z.number(),
  /** When the teaser, and an NDA-gated document (the IM), first went to them; null if never. */
  teaserSentAt: z.string().nullable(),
  imSentAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type BuyerEngagement = z.output<typeof buyerEngagementSchema>;

/**
 * What the client's portal shows of it (issue 38): for each purchaser the client approved, when
 * the teaser and the IM went and whether and how much they were read — counts and dates, never
 * who at the purchaser received them.
 */
export const clientBuyerReadingSchema = buyerEngagementSchema.omit({ purchaseId: true, links: true, readers: true });
export type ClientBuyerReading = z.output<typeof clientBuyerReadingSchema>;

/** A link to buyer documents as it stood at a moment of the project's history (issue 38). */
export const buyerLinkAtSchema = z.object({
  _id: z.string(),
  purchaserName: z.string(),
  recipientName: z.string(),
  documents: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      buyerAccess: z.enum(['teaser', 'nda']),
      watermarked: z.boolean(),
    }),
  ),
  sentAt: z.string(),
  expiresAt: z.string(),
  withdrawnAt: z.string().nullable(),
  opened: z.number(),
  viewed: z.number(),
  downloaded: z.number(),
});
export type BuyerLinkAt = z.output<typeof buyerLinkAtSchema>;
