import { z } from 'zod';
import { idListsOf, recordKeys } from '../http/record-schemas.js';
import { clientReviewSchema } from '../client-portal/client-review.js';
import { BuyerAccessLevels, type Attachment } from './attachment.js';

export const attachmentSchema = z.object({
  ...recordKeys,
  fileName: z.string(),
  description: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedByName: z.string(),
  ...idListsOf(['companies', 'contacts', 'projects', 'purchases', 'events', 'tasks'] as const),
  clientReview: clientReviewSchema,
  fileVersion: z.number().int().min(1),
  clientProjectId: z.string().nullable(),
  buyerAccess: z.enum(BuyerAccessLevels),
}) satisfies z.ZodType<Attachment>;
