import {
  communicationFieldsSchema,
  companyFieldsSchema,
  crmEventFieldsSchema,
  noteFieldsSchema,
  paymentFieldsSchema,
  projectFieldsSchema,
  purchaseFieldsSchema,
  redactableFieldsOf,
  taskFieldsSchema,
  uploadAttachmentFieldsSchema,
  type DomainEvent,
  type EventSpec,
  type RedactText,
  type RedactedTexts,
  type TextRedaction,
} from '@dealbook/contracts';
import {
  findCommunicationById,
  findCompanyById,
  findCrmEventById,
  findAttachmentById,
  findPurchaseById,
  findNoteById,
  findPaymentById,
  findProjectById,
  findTaskById,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../kernel/errors/domain-error.js';
import { validationError } from '../../kernel/http/zod-validation.pipe.js';
import type { Commands } from '../../kernel/event-sourcing/commands.js';
import type { Decider } from '../../kernel/event-sourcing/decider.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import type { PersonalDataKeys } from '../../infra/event-store/personal-data/personal-data-keys.js';
import { attachmentDecider } from '../attachments/attachment.decider.js';
import { communicationDecider } from '../communications/communication.decider.js';
import { purchaseDecider } from '../purchases/purchase.decider.js';
import { companyDecider } from '../companies/company.decider.js';
import { crmEventDecider } from '../crm-events/crm-event.decider.js';
import { noteDecider } from '../notes/note.decider.js';
import { paymentDecider } from '../payments/payment.decider.js';
import { projectDecider } from '../projects/project.decider.js';
import { taskDecider } from '../tasks/task.decider.js';

/**
 * A record type whose free text may name a person: its decider, the id field of its commands, its
 * noun, and what its redactable fields accept (the record's own rules: a note's text is required, a
 * task's subject at most 200 characters).
 */
interface Redactable<Id extends string> {
  decider: Decider<unknown, RedactText<Id>, DomainEvent>;
  idField: Id;
  noun: string;
  texts: z.ZodType<Record<string, string>>;
  exists(db: Kysely<ReadModelDatabase>, id: string): Promise<unknown>;
}

/** The redactable fields of a record's fields schema, each optional (a default would blank an unnamed one). */
function textsSchema(fieldsSchema: z.ZodObject, redaction: EventSpec<RedactedTexts>) {
  const field = (name: string) => {
    const schema = fieldsSchema.shape[name] as z.ZodType;
    return (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional();
  };
  return z.strictObject(
    Object.fromEntries(redactableFieldsOf(redaction).map((name) => [name, field(name)])),
  ) as z.ZodType<Record<string, string>>;
}

const redactable = <Id extends string, S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  idField: Id,
  noun: string,
  fieldsSchema: z.ZodObject,
  exists: Redactable<Id>['exists'],
): Redactable<Id> => {
  const redaction = Object.entries(decider.events as Record<string, EventSpec<RedactedTexts>>).find(([type]) =>
    type.endsWith('TextRedacted'),
  )![1];
  return {
    decider: decider as unknown as Redactable<Id>['decider'],
    idField,
    noun,
    texts: textsSchema(fieldsSchema, redaction),
    exists,
  };
};

/** The records whose free text an administrator may redact (issue 37), by their route's name. */
export const RedactableRecords = {
  note: redactable(noteDecider, 'noteId', 'Note', noteFieldsSchema, findNoteById),
  communication: redactable(
    communicationDecider,
    'communicationId',
    'Communication',
    communicationFieldsSchema,
    findCommunicationById,
  ),
  task: redactable(taskDecider, 'taskId', 'Task', taskFieldsSchema, findTaskById),
  project: redactable(projectDecider, 'projectId', 'Project', projectFieldsSchema, findProjectById),
  purchase: redactable(purchaseDecider, 'purchaseId', 'Purchase', purchaseFieldsSchema, findPurchaseById),
  attachment: redactable(
    attachmentDecider,
    'attachmentId',
    'Attachment',
    uploadAttachmentFieldsSchema,
    findAttachmentById,
  ),
  event: redactable(crmEventDecider, 'eventId', 'Event', crmEventFieldsSchema, findCrmEventById),
  payment: redactable(paymentDecider, 'paymentId', 'Payment', paymentFieldsSchema, findPaymentById),
  company: redactable(companyDecider, 'companyId', 'Company', companyFieldsSchema, findCompanyById),
} as const;
export type RedactableRecordType = keyof typeof RedactableRecords;

export interface RedactionDeps {
  db: Kysely<ReadModelDatabase>;
  commands: Commands;
  keys: PersonalDataKeys;
}

/**
 * Redacts a record's free text (issue 37) so that no copy of what it said stays readable — not in
 * the read model, nor in the log's earlier events, the history or any rebuild. The log is append
 * only, so the record's texts are sealed with its own key, and a redaction rotates that key: the
 * next generation is made first (nothing is lost if the redaction stops half-way), the redaction
 * event carrying every text field as it now reads is sealed with it, and then the older generation
 * is shredded, leaving every earlier copy reading "[redacted]".
 */
export async function redactText(
  deps: RedactionDeps,
  type: RedactableRecordType,
  id: string,
  texts: Record<string, string>,
  metadata: CommandMetadata,
): Promise<TextRedaction> {
  const kind = RedactableRecords[type] as Redactable<string>;
  const checked = kind.texts.safeParse(texts);
  if (!checked.success) throw validationError(checked.error);
  if (!(await kind.exists(deps.db, id))) throw notFound(kind.noun, id);
  const command = { type: 'RedactText', [kind.idField]: id, texts: checked.data } as RedactText<string>;
  const subject = kind.decider.streamIdOf(command);
  await deps.keys.prepareRotation(subject);
  const outcome = await deps.commands.execute(kind.decider, { command, metadata });
  await deps.keys.completeRotation(subject);
  const redacted = outcome.events[0]?.data as { texts: Record<string, string> } | undefined;
  return { recordId: id, version: outcome.version, texts: redacted?.texts ?? {} };
}
