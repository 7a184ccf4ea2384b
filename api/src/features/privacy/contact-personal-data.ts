import type { Kysely } from 'kysely';
import type { Communication, Contact, CrmEvent, HistoryEntry, Note, SessionUser, Task } from '@dealbook/contracts';
import {
  findAttachmentsByIds,
  findCommunicationIdsOfContact,
  findCommunicationsByIds,
  findContactById,
  findContactChildIds,
  findCrmEventsByIds,
  findNotesByIds,
  findPersonalMentions,
  findTasksByIds,
  type PersonalMention,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import type { HistoryService } from '../history/history.service.js';
import {
  archivedAttachments,
  personalDataHeader,
  type ArchivedAttachment,
  type GatheredPersonalData,
  type PersonalDataHeader,
} from './personal-data-archive.js';

/**
 * Everything the firm holds about one contact (UK GDPR Art. 15, issue 37), as the archive's
 * `personal-data.json` holds it. Each list is whole: a subject access answer may not stop at a page.
 */
export interface ContactPersonalData extends PersonalDataHeader<{
  type: 'contact';
  _id: string;
  reference: string;
  fullName: string;
}> {
  /** The contact's record: every field, its companies and referrals. */
  contact: Contact;
  /** Who changed what on the record, and when. */
  history: HistoryEntry[];
  /** Calls and messages they are linked to or were recorded as spoken to on. */
  communications: Communication[];
  eventsAttended: CrmEvent[];
  tasks: Task[];
  notes: Note[];
  attachments: ArchivedAttachment[];
  /** The projects and purchasers of the calls they were on: the deals they appear in. */
  projects: { _id: string; projectName: string }[];
  purchasers: { _id: string; companyName: string }[];
  /** Free text elsewhere that names them (by full name or e-mail address). */
  mentions: PersonalMention[];
}

export type GatheredContactData = GatheredPersonalData<ContactPersonalData>;

const uniqueBy = <T extends { _id: string }>(items: readonly (T | null)[]): T[] => [
  ...new Map(items.filter((item): item is T => item !== null).map((item) => [item._id, item])).values(),
];

export async function gatherContactPersonalData(
  deps: { db: Kysely<ReadModelDatabase>; history: HistoryService },
  contactId: string,
  viewer: SessionUser,
  now = new Date(),
): Promise<GatheredContactData> {
  const { db } = deps;
  const contact = await findContactById(db, contactId);
  if (!contact) throw notFound('Contact', contactId);
  const [children, communicationIds, history] = await Promise.all([
    findContactChildIds(db, contactId),
    findCommunicationIdsOfContact(db, contactId),
    deps.history.read('contact', contactId, viewer),
  ]);
  const terms = [contact.fullName, contact.email];
  const [communications, eventsAttended, tasks, notes, attachments, mentions] = await Promise.all([
    findCommunicationsByIds(db, communicationIds),
    findCrmEventsByIds(db, children.eventsAttended),
    findTasksByIds(db, children.tasks),
    findNotesByIds(db, children.notes),
    findAttachmentsByIds(db, children.attachments),
    findPersonalMentions(db, terms, contactId),
  ]);
  const archived = archivedAttachments(attachments);
  const subject = {
    type: 'contact' as const,
    _id: contact._id,
    reference: contact.reference,
    fullName: contact.fullName,
  };
  return {
    data: {
      ...personalDataHeader(subject, viewer, now),
      contact,
      history,
      communications,
      eventsAttended,
      tasks,
      notes,
      attachments: archived.attachments,
      projects: uniqueBy(communications.map((call) => call.project)),
      purchasers: uniqueBy(communications.map((call) => call.purchaser)),
      mentions,
    },
    files: archived.files,
  };
}
