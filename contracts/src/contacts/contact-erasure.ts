import { z } from 'zod';

/** POST /api/contact/{id}/erase: why the person is erased (the request, the ticket), 1–500 characters. */
export const eraseContactBodySchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(500, 'reason must be at most 500 characters'),
});
export type EraseContactBody = z.output<typeof eraseContactBodySchema>;

/** A free-text field elsewhere that names the person: the administrator redacts it by hand. */
export const personalMentionSchema = z.object({
  recordType: z.string(),
  recordId: z.string(),
  recordName: z.string(),
  field: z.string(),
  /** The field's name as its record's routes take it (`content`), for the redaction. */
  textField: z.string(),
  /** The text around the first place it names them. */
  snippet: z.string(),
});
export type PersonalMentionAnswer = z.output<typeof personalMentionSchema>;

/** What a mention's record is called in words, by its type ("Call or message", not "communication"). */
export const MentionedRecordTypeWords: Readonly<Record<string, string>> = {
  note: 'Note',
  communication: 'Call or message',
  task: 'Task',
  project: 'Project',
  purchase: 'Purchaser',
  attachment: 'Document',
  event: 'Event',
  payment: 'Payment',
  company: 'Company',
  contact: 'Contact',
};

/** A mention's record type in words; "Record" for a type without its own. */
export const mentionedRecordType = (recordType: string): string => MentionedRecordTypeWords[recordType] ?? 'Record';

const fileSchema = z.object({ _id: z.string(), fileName: z.string() });
/** A data import whose rows named the person: its uploaded file is deleted from the file store. */
const importFileSchema = z.object({ importId: z.string(), fileName: z.string() });

/**
 * GET /api/contact/{id}/erasure-review: what an erasure would do, for the confirmation — the
 * linked records that stay (counted), the files deleted (linked to them alone) or unlinked (also
 * linked elsewhere), the uploaded files of the data imports whose rows named them (deleted whoever
 * else they name), and the free text elsewhere that names them, to redact.
 */
export const contactErasureReviewSchema = z.object({
  contactId: z.string(),
  fullName: z.string(),
  reference: z.string(),
  erased: z.boolean(),
  linked: z.object({
    companies: z.number(),
    communications: z.number(),
    eventsAttended: z.number(),
    tasks: z.number(),
    notes: z.number(),
    attachments: z.number(),
  }),
  filesDeleted: z.array(fileSchema),
  filesUnlinked: z.array(fileSchema),
  importFilesDeleted: z.array(importFileSchema),
  mentions: z.array(personalMentionSchema),
});
export type ContactErasureReview = z.output<typeof contactErasureReviewSchema>;

/** The answer of an erasure: what was done, and the free text still to redact (found before the names went). */
export const contactErasureSchema = z.object({
  contactId: z.string(),
  erasedAt: z.string(),
  filesDeleted: z.array(fileSchema),
  filesUnlinked: z.array(fileSchema),
  importFilesDeleted: z.array(importFileSchema),
  mentions: z.array(personalMentionSchema),
});
export type ContactErasure = z.output<typeof contactErasureSchema>;

/**
 * POST /api/{note|communication|task|project|purchase|attachment|event|payment|company}/{id}/redact: the free-text
 * fields to replace, by name, with what stays (`{"content": "Met [redacted] at the fair"}`).
 */
export const redactTextBodySchema = z
  .record(
    z.string().max(50, 'a field name is at most 50 characters'),
    z.string({ error: 'each field takes the text that stays' }).max(20_000, 'a text is at most 20,000 characters'),
    { error: 'the body names the fields to redact and the text that stays' },
  )
  .refine((texts) => Object.keys(texts).length > 0, 'name at least one field to redact, such as content');
export type RedactTextBody = z.output<typeof redactTextBodySchema>;

/** A redaction's answer: the record's new version, and its free text as it now reads. */
export const textRedactionSchema = z.object({
  recordId: z.string(),
  version: z.number(),
  texts: z.record(z.string(), z.string()),
});
export type TextRedaction = z.output<typeof textRedactionSchema>;
