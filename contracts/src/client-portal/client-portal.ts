import { clientBuyerReadingSchema, type ClientBuyerReading } from '../buyer-documents/buyer-documents.js';
import { z } from 'zod';
import { clientReviewSchema, type ClientReview } from './client-review.js';

/**
 * What the client portal answers (issue 14). Everything here is client-safe by construction: no
 * internal comments, priorities, scores, communications, notes or staff names.
 */

/** One of the client's projects on their home page. */
export interface ClientProjectSummary {
  _id: string;
  reference: string;
  projectName: string;
  /** Where the sale stands, in the client's words (clientStageOf). */
  stage: { title: string; description: string };
  /** Items waiting for the client's decision. */
  awaiting: number;
  /** Client-visible changes recorded after `lastVisitAt`. */
  changesSinceLastVisit: number;
  /** When the client last opened this project's status (ISO), null on a first visit. */
  lastVisitAt: string | null;
}
export const clientProjectSummarySchema = z.object({
  _id: z.string(),
  reference: z.string(),
  projectName: z.string(),
  stage: z.object({ title: z.string(), description: z.string() }),
  awaiting: z.number().int().min(0),
  changesSinceLastVisit: z.number().int().min(0),
  lastVisitAt: z.string().nullable(),
}) satisfies z.ZodType<ClientProjectSummary>;

/** Which status of the project a timeline entry moved. */
export const ClientTimelineKinds = ['status', 'opportunity', 'deal'] as const;
export type ClientTimelineKind = (typeof ClientTimelineKinds)[number];

/** One status change, from the project's events: when, from → to (labels), never who. */
export interface ClientTimelineEntry {
  at: string;
  kind: ClientTimelineKind;
  from: string;
  to: string;
}
export const clientTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(ClientTimelineKinds),
  from: z.string(),
  to: z.string(),
}) satisfies z.ZodType<ClientTimelineEntry>;

/** Purchaser milestones as counts: how far the approaches have gone. */
export interface ClientPurchaserMilestones {
  /** Purchasers the firm may approach or has approached (approved, or with a stage or a call). */
  approached: number;
  ndaSent: number;
  ndaSigned: number;
  imSent: number;
}
export const clientPurchaserMilestonesSchema = z.object({
  approached: z.number().int().min(0),
  ndaSent: z.number().int().min(0),
  ndaSigned: z.number().int().min(0),
  imSent: z.number().int().min(0),
}) satisfies z.ZodType<ClientPurchaserMilestones>;

export interface ClientPayment {
  _id: string;
  description: string;
  dueDate: string;
  amountIncVAT: number;
  paid: boolean;
}
export const clientPaymentSchema = z.object({
  _id: z.string(),
  description: z.string(),
  dueDate: z.string(),
  amountIncVAT: z.number(),
  paid: z.boolean(),
}) satisfies z.ZodType<ClientPayment>;

/** A document the client may see: shared with them or submitted for their approval. */
export interface ClientDocument {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  review: ClientReview;
}
export const clientDocumentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  review: clientReviewSchema,
}) satisfies z.ZodType<ClientDocument>;

/** GET /api/client/project/{id}/status. */
export interface ClientProjectStatus {
  project: ClientProjectSummary;
  timeline: ClientTimelineEntry[];
  milestones: ClientPurchaserMilestones;
  payments: ClientPayment[];
  documents: ClientDocument[];
  /** The buyer documents sent to the purchasers the client approved, and their reading (issue 38). */
  buyers: ClientBuyerReading[];
}
export const clientProjectStatusSchema = z.object({
  project: clientProjectSummarySchema,
  timeline: z.array(clientTimelineEntrySchema),
  milestones: clientPurchaserMilestonesSchema,
  payments: z.array(clientPaymentSchema),
  documents: z.array(clientDocumentSchema),
  buyers: z.array(clientBuyerReadingSchema),
}) satisfies z.ZodType<ClientProjectStatus>;

/** What an approval item is. */
export const ClientApprovalKinds = ['purchaser', 'document'] as const;
export type ClientApprovalKind = (typeof ClientApprovalKinds)[number];

/** One item submitted to the client (GET /api/client/approvals). */
export interface ClientApprovalItem {
  kind: ClientApprovalKind;
  /** The purchase's or the attachment's id. */
  _id: string;
  project: { _id: string; projectName: string };
  /** The purchaser company's name, or the document's file name. */
  title: string;
  review: ClientReview;
  /** Documents: what the client downloads. */
  file: { contentType: string; size: number } | null;
}
export const clientApprovalItemSchema = z.object({
  kind: z.enum(ClientApprovalKinds),
  _id: z.string(),
  project: z.object({ _id: z.string(), projectName: z.string() }),
  title: z.string(),
  review: clientReviewSchema,
  file: z.object({ contentType: z.string(), size: z.number().int() }).nullable(),
}) satisfies z.ZodType<ClientApprovalItem>;

/** An item waiting for a client longer than the firm allows (staff: project and manager dashboard). */
export interface OverdueApproval {
  kind: ClientApprovalKind;
  _id: string;
  project: { _id: string; projectName: string; reference: string };
  client: { _id: string; companyName: string };
  title: string;
  submittedAt: string;
  daysWaiting: number;
}
export const overdueApprovalSchema = z.object({
  kind: z.enum(ClientApprovalKinds),
  _id: z.string(),
  project: z.object({ _id: z.string(), projectName: z.string(), reference: z.string() }),
  client: z.object({ _id: z.string(), companyName: z.string() }),
  title: z.string(),
  submittedAt: z.string(),
  daysWaiting: z.number().int().min(0),
}) satisfies z.ZodType<OverdueApproval>;
