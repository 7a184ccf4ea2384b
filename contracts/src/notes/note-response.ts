import type { z } from 'zod';
import { personSummarySchema, recordKeys } from '../http/record-schemas.js';
import { linkListsOf } from '../tasks/child-link-lists.js';
import { NoteLinkTypes, noteFieldsSchema, type Note } from './note.js';

export const noteSchema = noteFieldsSchema.extend({
  ...linkListsOf(NoteLinkTypes),
  ...recordKeys,
  author: personSummarySchema.nullable(),
}) satisfies z.ZodType<Note>;
