import type { ContactErasure, ContactErasureReview, RedactTextBody, TextRedaction } from '@dealbook/contracts';
import { getJson, sendJson } from './httpClient.js';

const contactPath = (id: string) => `/api/contact/${encodeURIComponent(id)}`;

/** What erasing the contact would do (issue 37): linked records, files, free text to redact. */
export function getContactErasureReview(id: string, signal?: AbortSignal): Promise<ContactErasureReview> {
  return getJson<ContactErasureReview>(`${contactPath(id)}/erasure-review`, { signal });
}

/** Erases the contact's personal data (issue 37); the answer lists the free text still to redact. */
export function eraseContact(id: string, reason: string): Promise<ContactErasure> {
  return sendJson<ContactErasure>(`${contactPath(id)}/erase`, { method: 'POST', body: { reason } });
}

/** A record's stored fields, for the text a redaction starts from. */
export function getRecordFields(type: string, id: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return getJson<Record<string, unknown>>(`/api/${type}/${encodeURIComponent(id)}`, { signal });
}

/** Redacts a record's free text (issue 37): its earlier wording reads "[redacted]" everywhere after. */
export function redactText(type: string, id: string, texts: RedactTextBody): Promise<TextRedaction> {
  return sendJson<TextRedaction>(`/api/${type}/${encodeURIComponent(id)}/redact`, { method: 'POST', body: texts });
}
