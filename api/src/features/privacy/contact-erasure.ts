import type { Kysely } from 'kysely';
import {
  linksOf,
  type Attachment,
  type ContactErasure,
  type ContactErasureReview,
  type EventStore,
  type PersonalMentionAnswer,
} from '@dealbook/contracts';
import {
  findAttachmentsByIds,
  findCommunicationIdsOfContact,
  findContactById,
  findContactChildIds,
  findImportFilesOfContact,
  findImportsNamingContact,
  findPersonalMentions,
  type ImportFileOfContact,
  type PersonalMention,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import type { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import type { PersonalDataKeys } from '../../infra/event-store/personal-data/personal-data-keys.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { forgetOutboxMailsTo } from '../../infra/mail/mailer.js';
import type { MailOutboxTable } from '../../infra/mail/mail-tables.js';
import { deleteAttachment } from '../attachments/delete-attachment.js';
import { deleteImportFileForErasure } from '../imports/delete-import-file-for-erasure.js';
import type { ImportRunner } from '../imports/import-runner.service.js';
import { importStreamId } from '../imports/import.decider.js';
import { updateAttachment } from '../attachments/update-attachment.js';
import { contactDecider, contactStreamId, ErasedPersonMessage } from '../contacts/contact.decider.js';
import type { ErasureList } from './erasure-list.js';

export interface ErasureDeps {
  db: Kysely<ReadModelDatabase>;
  commands: Commands;
  store: EventStore;
  files: FileStore;
  /** Stops this instance's check or run of an import whose file the erasure deletes. */
  importRunner: ImportRunner;
  erasures: ErasureList;
  /** Each person's key, sealing their data in the log: the erasure shreds the contact's. */
  keys: PersonalDataKeys;
}

/** Characters either side of the name in a mention's snippet. */
const snippetContext = 60;

/** The text around the first place `terms` appear in it, so the administrator sees what to redact. */
export function snippetOf(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0),
    Number.MAX_SAFE_INTEGER,
  );
  if (at === Number.MAX_SAFE_INTEGER) return text.slice(0, snippetContext * 2);
  const start = Math.max(0, at - snippetContext);
  const end = Math.min(
    text.length,
    at + snippetContext + (terms.find((t) => lower.startsWith(t.toLowerCase(), at))?.length ?? 0),
  );
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

const mentionAnswer =
  (terms: readonly string[]) =>
  ({ recordType, recordId, recordName, field, textField, text }: PersonalMention): PersonalMentionAnswer => ({
    recordType,
    recordId,
    recordName,
    field,
    textField,
    snippet: snippetOf(text, terms),
  });

/** An attachment linked to the contact alone goes with them; one also linked elsewhere only loses the link. */
const linkedElsewhere = (attachment: Attachment, contactId: string) =>
  Object.entries(linksOf(attachment as unknown as Record<string, unknown>)).some(([type, ids]) =>
    type === 'contact' ? ids.some((id) => id !== contactId) : ids.length > 0,
  );

const fileOf = (attachment: Attachment) => ({ _id: attachment._id, fileName: attachment.fileName });
const importFileOf = ({ importId, fileName }: ImportFileOfContact) => ({ importId, fileName });

/**
 * What erasing the contact would do (issue 37): read before the names go, as the erasure needs it
 * too, with what only the erasure uses (the records, the import files, their e-mail address).
 */
export async function reviewContactErasure(
  db: Kysely<ReadModelDatabase>,
  contactId: string,
): Promise<ContactErasureReview & { attachments: Attachment[]; importFiles: ImportFileOfContact[]; email: string }> {
  const contact = await findContactById(db, contactId);
  if (!contact) throw notFound('Contact', contactId);
  const [children, communications] = await Promise.all([
    findContactChildIds(db, contactId),
    findCommunicationIdsOfContact(db, contactId),
  ]);
  const terms = contact.erased ? [] : [contact.fullName, contact.email].filter((term) => term.trim().length >= 3);
  const [attachments, mentions, importFiles] = await Promise.all([
    findAttachmentsByIds(db, children.attachments),
    findPersonalMentions(db, terms, contactId),
    // Deleted by an erasure already (of another person the file named): nothing left to delete.
    findImportFilesOfContact(db, contactId).then((found) => found.filter((file) => !file.fileDeleted)),
  ]);
  return {
    contactId,
    email: contact.email,
    fullName: contact.fullName,
    reference: contact.reference,
    erased: contact.erased === true,
    linked: {
      companies: contact.companies.length,
      communications: communications.length,
      eventsAttended: children.eventsAttended.length,
      tasks: children.tasks.length,
      notes: children.notes.length,
      attachments: children.attachments.length,
    },
    filesDeleted: attachments.filter((a) => !linkedElsewhere(a, contactId)).map(fileOf),
    filesUnlinked: attachments.filter((a) => linkedElsewhere(a, contactId)).map(fileOf),
    importFilesDeleted: importFiles.map(importFileOf),
    mentions: mentions.map(mentionAnswer(terms)),
    attachments,
    importFiles,
  };
}

/**
 * Erases a contact (UK GDPR Art. 17, issue 37): first the uploaded files of the data imports whose
 * rows named them are deleted (see deleteImportFileForErasure) — before the names go, which is how
 * some of those imports are found, so an erasure that stops half-way and is tried again still finds
 * them; then ContactErased through the contact decider (its projections blank the row and every
 * read model's copy in the same step), then their files — deleted when linked to them alone,
 * unlinked otherwise — then the erasure list outside the database, so a restore of an older
 * backup erases them again at start. An erased contact is a 409: the erasure is done once, and
 * its answer (the mentions to redact) is given then.
 */
export async function eraseContact(
  deps: ErasureDeps,
  contactId: string,
  reason: string,
  metadata: CommandMetadata,
  options: { reapplied?: boolean } = {},
): Promise<ContactErasure> {
  const review = await reviewContactErasure(deps.db, contactId);
  if (review.erased) throw new DomainError('conflict', ErasedPersonMessage);
  // Found by their name and e-mail, so before the erasure blanks them.
  const imports = await findImportsNamingContact(deps.db, contactId);
  for (const importFile of review.importFiles) {
    await deleteImportFileForErasure(
      { commands: deps.commands, files: deps.files, runner: deps.importRunner },
      importFile,
      metadata,
    );
  }
  // The mails waiting in the outbox for them (a buyer link, an invitation) name and address them.
  await forgetOutboxMailsTo(deps.db.withTables<{ mail_outbox: MailOutboxTable }>(), review.email);
  const outcome = await deps.commands.execute(contactDecider, {
    command: { type: 'EraseContact', contactId, reason },
    metadata,
  });
  const erasedAt = (outcome.events.at(-1)?.recordedAt ?? new Date()).toISOString();
  // Every copy of their data in the log reads as erased from here on (crypto-shredding), and so
  // do the preview and failure rows of the imports that named them, whoever else those name.
  await deps.keys.forget([contactStreamId(contactId), ...imports.map(importStreamId)]);
  if (!options.reapplied) await deps.erasures.add({ contactId, erasedAt });
  for (const attachment of review.attachments) {
    if (linkedElsewhere(attachment, contactId)) {
      const contacts = (attachment.contacts ?? []).filter((id) => id !== contactId);
      await updateAttachment(
        { db: deps.db, commands: deps.commands },
        { attachmentId: attachment._id, links: { contact: contacts } },
        metadata,
      );
    } else {
      await deleteAttachment({ store: deps.store, files: deps.files }, attachment._id, metadata);
    }
  }
  return {
    contactId,
    erasedAt,
    filesDeleted: review.filesDeleted,
    filesUnlinked: review.filesUnlinked,
    importFilesDeleted: review.importFilesDeleted,
    mentions: review.mentions,
  };
}
