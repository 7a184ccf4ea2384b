import { z } from 'zod';
import type { LinkableType } from '../links/linkable.js';
import { linkListShape, optionalLinkListShape, type ChildLinkLists, type PersonSummary } from '../tasks/child-links.js';

/** The parent types a note is linked to (companies, contacts, events, projects, purchases carry notes). */
export const NoteLinkTypes = [
  'company',
  'contact',
  'project',
  'purchase',
  'event',
] as const satisfies readonly LinkableType[];
export type NoteLinkType = (typeof NoteLinkTypes)[number];

/** Plain text; long enough for meeting minutes, short enough to list many on a page. */
export const NoteContentMaxLength = 20_000;

export const noteFieldsSchema = z.object({
  content: z.string().trim().min(1, 'content is required').max(NoteContentMaxLength),
  subject: z.string().trim().max(200).default(''),
  pinned: z.boolean().default(false),
});
export type NoteFields = z.output<typeof noteFieldsSchema>;

/** A note as the API returns it. */
export type Note = NoteFields &
  ChildLinkLists<NoteLinkType> & {
    _id: string;
    version: number;
    /** Who wrote it; only they edit it. */
    author: PersonSummary | null;
    createdAt: string;
    updatedAt: string;
  };

export const createNoteBodySchema = noteFieldsSchema.extend(linkListShape(NoteLinkTypes)).strict();
export type CreateNoteBody = z.input<typeof createNoteBodySchema>;

export const updateNoteBodySchema = z
  .object({
    content: noteFieldsSchema.shape.content.optional(),
    subject: z.string().trim().max(200).optional(),
    pinned: z.boolean().optional(),
    ...optionalLinkListShape(NoteLinkTypes),
    _id: z.string().optional(),
    version: z.number().optional(),
    author: z.unknown().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict();
export type UpdateNoteBody = z.input<typeof updateNoteBodySchema>;
