import { z } from 'zod';
import { clientReviewSchema } from '../client-portal/client-review.js';
import { idListsOf, recordKeys } from '../http/record-schemas.js';
import {
  PurchaseChildListNames,
  purchaseFieldsSchema,
  stepHistoryEntrySchema,
  type LastContact,
  type Purchase,
  type ProjectWithPurchasers,
} from './purchase.js';

export const lastContactSchema = z.object({
  _id: z.string(),
  commsDate: z.string(),
  commsType: z.number().int(),
  outcome: z.string().nullable(),
  action: z.number().int().nullable(),
}) satisfies z.ZodType<LastContact>;

export const purchaseSchema = purchaseFieldsSchema.extend({
  ...idListsOf(PurchaseChildListNames),
  ...recordKeys,
  company: z.object({ _id: z.string(), companyName: z.string(), logoUrl: z.string(), doNotContact: z.boolean() }),
  client: z.object({ _id: z.string(), companyName: z.string(), logoUrl: z.string() }),
  project: z.object({ _id: z.string(), projectName: z.string(), reference: z.string() }),
  stepHistory: z.array(stepHistoryEntrySchema),
  lastContact: lastContactSchema.nullable(),
  clientReview: clientReviewSchema,
}) satisfies z.ZodType<Purchase>;

export const projectWithPurchasersSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  projectName: z.string(),
  isDeal: z.boolean(),
  client: z.object({ _id: z.string(), companyName: z.string() }),
  purchaserStatus: z.string(),
  purchases: z.array(purchaseSchema),
}) satisfies z.ZodType<ProjectWithPurchasers>;
