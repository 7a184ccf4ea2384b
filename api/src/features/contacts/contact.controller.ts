import { Controller } from '@nestjs/common';
import { validate as isUuid } from 'uuid';
import {
  ContactFieldNames,
  contactReferencePattern,
  contactSchema,
  createContactBodySchema,
  mergedAwaySchema,
  updateContactBodySchema,
  type ContactFields,
} from '@dealbook/contracts';
import {
  findContactById,
  findContactByReference,
  findContactChildIds,
  findMergedContactByReference,
} from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { recordAnswer } from '../../kernel/http/record-answer.js';
import { namedFields, notIdOrReference } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { answerMissing } from '../../kernel/merging/merged-away.js';
import { contactDecider } from './contact.decider.js';
import { registerContact } from './register-contact.js';
import { updateContact } from './update-contact.js';

/** One contact (spec §7.4): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('contact')
@Roles('user')
export class ContactController extends RecordRoutes({
  path: 'contact',
  noun: 'Contact',
  schema: contactSchema,
  find: findContactById,
  create: {
    errors: [400],
    body: createContactBodySchema,
    run: (deps, id, { companies, referrals, ...fields }, context) =>
      registerContact(deps, id, fields, companies, referrals, context),
  },
  /**
   * By id (a UUID) or by reference (CON-000042), as spec §7.4 lists both on one path; with the
   * ids of the records linked to it, each list latest linked first (spec §3.3, §7.10).
   */
  get: {
    key: 'idOrReference',
    errors: [404],
    // A merged-away contact: 301 to the survivor's route (issue 32).
    also: [{ status: 301, body: mergedAwaySchema }],
    read: async ({ db }, key) => {
      const contact = isUuid(key)
        ? await findContactById(db, key.toLowerCase())
        : contactReferencePattern.test(key.trim().toUpperCase())
          ? await findContactByReference(db, key)
          : notIdOrReference(key, 'contact', 'CON-000042');
      // Staff may see every contact: a merged-away one's id leads to the one it lives on now.
      if (!contact) {
        const mergedId = isUuid(key) ? key.toLowerCase() : await findMergedContactByReference(db, key);
        if (mergedId) return answerMissing(db, 'contact', mergedId, () => true);
        throw notFound('Contact', key);
      }
      // Company names and logos, and the linked records, change on their own streams, not this
      // version: a browser must not answer from its cache after a 304 on the unchanged ETag.
      const withChildren = { ...contact, ...(await findContactChildIds(db, contact._id)) };
      return recordAnswer(withChildren, { version: contact.version, noStore: true });
    },
  },
  update: {
    errors: [404, 409],
    body: updateContactBodySchema,
    run: (deps, id, body, context, expectedVersion) => {
      const links = { companies: body.companies, referrals: body.referrals };
      const changes = namedFields<ContactFields>(body, ContactFieldNames);
      return updateContact(deps, id, changes, links, context, expectedVersion);
    },
  },
  remove: {
    errors: [404, 409],
    run: (commands, contactId, options) =>
      commands.execute(contactDecider, { command: { type: 'DeleteContact', contactId }, ...options }),
  },
}) {}
