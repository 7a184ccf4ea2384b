import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { validate as isUuid } from 'uuid';
import type { z } from 'zod';
import {
  ContactFieldNames,
  contactReferencePattern,
  createContactBodySchema,
  updateContactBodySchema,
  type Contact,
  type ContactFields,
} from '@dealbook/contracts';
import {
  findContactById,
  findContactByReference,
  findContactChildIds,
  findMergedContactByReference,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import {
  createdAnswer,
  recordAnswer,
  savedAnswer,
  textAnswer,
  type RecordAnswer,
} from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { contactDecider } from './contact.decider.js';
import { registerContact } from './register-contact.js';
import { updateContact } from './update-contact.js';
import { contactSchema, mergedAwaySchema } from '@dealbook/contracts';
import { requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';
import { answerMissing } from '../../kernel/merging/merged-away.js';

type CreateBody = z.output<typeof createContactBodySchema>;
type UpdateBody = z.output<typeof updateContactBodySchema>;

/** One contact (spec §7.4): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('contact')
@Roles('user')
export class ContactController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], errors: [400], body: contactSchema })
  async create(
    @Body(new ZodValidationPipe(createContactBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Contact>> {
    const contactId = newId();
    const { companies, referrals, ...fields } = body;
    await registerContact({ db: this.db, commands: this.commands }, contactId, fields, companies, referrals, context);
    const contact = await this.load(contactId);
    return createdAnswer(contact, `/api/contact/${contactId}`);
  }

  /**
   * By id (a UUID) or by reference (CON-000042), as spec §7.4 lists both on one path; with the
   * ids of the records linked to it, each list latest linked first (spec §3.3, §7.10).
   */
  @Get(':idOrReference')
  @ResponseDoc({
    headers: ['ETag'],
    errors: [404],
    body: contactSchema,
    // A merged-away contact: 301 to the survivor's route (issue 32).
    also: [{ status: 301, body: mergedAwaySchema }],
  })
  async get(@Param('idOrReference') key: string): Promise<RecordAnswer<Contact>> {
    const contact = isUuid(key)
      ? await findContactById(this.db, key.toLowerCase())
      : contactReferencePattern.test(key.trim().toUpperCase())
        ? await findContactByReference(this.db, key)
        : invalidKey(key);
    // Staff may see every contact: a merged-away one's id leads to the one it lives on now.
    if (!contact) {
      const mergedId = isUuid(key) ? key.toLowerCase() : await findMergedContactByReference(this.db, key);
      if (mergedId) return answerMissing(this.db, 'contact', mergedId, () => true);
      throw notFound('Contact', key);
    }
    // Company names and logos, and the linked records, change on their own streams, not this
    // version: a browser must not answer from its cache after a 304 on the unchanged ETag.
    const withChildren = { ...contact, ...(await findContactChildIds(this.db, contact._id)) };
    return recordAnswer(withChildren, { version: contact.version, noStore: true });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], errors: [404, 409], saved: contactSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateContactBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'contact');
    const links = { companies: body.companies, referrals: body.referrals };
    const outcome = await updateContact(
      { db: this.db, commands: this.commands },
      id,
      editableFields(body),
      links,
      context,
      expectedVersion,
    );
    return savedAnswer('Contact updated', outcome.version, () => this.get(id));
  }

  @Delete(':id')
  @ResponseDoc({ errors: [404, 409] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(contactDecider, {
      command: { type: 'DeleteContact', contactId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Contact deleted');
  }

  private async load(id: string): Promise<Contact> {
    const contact = await findContactById(this.db, id);
    if (!contact) throw notFound('Contact', id);
    return contact;
  }
}

function invalidKey(key: string): never {
  throw new DomainError('validation', `${key} is neither a contact id (UUID) nor a reference such as CON-000042`, {
    idOrReference: 'must be a UUID or a reference such as CON-000042',
  });
}

/** The body minus the link lists and the read-only keys a client may echo back. */
function editableFields(body: UpdateBody): Partial<ContactFields> {
  const changes: Record<string, unknown> = {};
  for (const name of ContactFieldNames) {
    if (body[name] !== undefined) changes[name] = body[name];
  }
  return changes as Partial<ContactFields>;
}
