import { z } from 'zod';
import { LinkableTypes, linkListField, type LinkableType } from '../links/linkable.js';
import type { ClientReview } from '../client-portal/client-review.js';

/** The id lists naming the records an attachment belongs to (spec §3.7), one per parent type. */
export const AttachmentLinkLists = LinkableTypes.map((type) => linkListField[type]) as readonly string[];
export type AttachmentLinks = Partial<Record<LinkableType, string[]>>;

/**
 * Whether a project's document may go to potential buyers (issue 38): `teaser` to any purchaser
 * the client has not rejected, `nda` only to those whose NDA is signed (the IM, a process letter,
 * a financial pack), `none` (the default) never.
 */
export const BuyerAccessLevels = ['none', 'teaser', 'nda'] as const;
export type BuyerAccess = (typeof BuyerAccessLevels)[number];

/** What each level means, in the words of the screens and the history. */
export const BuyerAccessLabels: Record<BuyerAccess, string> = {
  none: 'Not for buyers',
  teaser: 'Teaser',
  nda: 'NDA-gated',
};

/** The longest stored file name; longer names are cut before the extension. */
export const MaxFileNameLength = 200;

/** An attachment as the read model and the API return it. */
export interface Attachment {
  _id: string;
  fileName: string;
  description: string;
  /** Sniffed from the file's bytes at upload, never the browser's claim. */
  contentType: string;
  size: number;
  uploadedBy: string | null;
  /** The uploader's name as the users read model knows it now. */
  uploadedByName: string;
  companies: string[];
  contacts: string[];
  projects: string[];
  purchases: string[];
  events: string[];
  tasks: string[];
  /** Where the document stands with the client (issue 14); notSubmitted until the team shares it. */
  clientReview: ClientReview;
  /** The file's version: 1 at upload, +1 for each resubmission of a new file. */
  fileVersion: number;
  /** The project whose client sees the document, null while it is internal only. */
  clientProjectId: string | null;
  /** Whether it may go to the project's potential buyers (issue 38). */
  buyerAccess: BuyerAccess;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const idList = z.array(z.string().uuid('must be a list of record ids')).max(200);

/** A list field of a multipart form arrives as a repeated field or one comma-separated value. */
const formIdList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item));
}, idList.optional());

const listShape = Object.fromEntries(LinkableTypes.map((type) => [linkListField[type], formIdList])) as Record<
  string,
  typeof formIdList
>;

/** The text fields sent beside the file in POST /api/attachment (multipart/form-data). */
export const uploadAttachmentFieldsSchema = z
  .object({ description: z.string().trim().max(2000).default(''), ...listShape })
  .strict();

/**
 * Body of PUT /api/attachment/{id}: a new name, description, or a list of parents (a list sent
 * replaces that type's links). Read-only keys a client echoes back are accepted and ignored.
 */
export const updateAttachmentBodySchema = z
  .object({
    fileName: z.string().trim().min(1, 'fileName is required').max(MaxFileNameLength).optional(),
    description: z.string().trim().max(2000).optional(),
    buyerAccess: z.enum(BuyerAccessLevels, { error: 'buyerAccess must be none, teaser or nda' }).optional(),
    ...Object.fromEntries(LinkableTypes.map((type) => [linkListField[type], idList.optional()])),
    _id: z.string().optional(),
    contentType: z.string().optional(),
    size: z.number().optional(),
    uploadedBy: z.string().nullable().optional(),
    uploadedByName: z.string().optional(),
    clientReview: z.unknown().optional(),
    fileVersion: z.number().optional(),
    clientProjectId: z.string().nullable().optional(),
    version: z.number().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict();
export type UpdateAttachmentBody = z.output<typeof updateAttachmentBodySchema>;

/** Link lists named in a body or form, as parent type -> ids. */
export function linksOf(fields: Record<string, unknown>): AttachmentLinks {
  const links: AttachmentLinks = {};
  for (const type of LinkableTypes) {
    const ids = fields[linkListField[type]];
    if (Array.isArray(ids)) links[type] = [...new Set(ids as string[])];
  }
  return links;
}
