import { Controller } from '@nestjs/common';
import { z } from 'zod';
import {
  clientCompanyView,
  clientCompanyViewSchema,
  CompanyFieldNames,
  companyWithEmployeesSchema,
  createCompanyBodySchema,
  hasRole,
  mergedAwaySchema,
  Role,
  updateCompanyBodySchema,
  type CompanyFields,
  type CompanyWithEmployees,
} from '@dealbook/contracts';
import {
  findCompanyById,
  findCompanyChildIds,
  findUserDocumentById,
  registeredCompany,
  withEmployees,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { recordAnswer } from '../../kernel/http/record-answer.js';
import { namedFields } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { answerMissing } from '../../kernel/merging/merged-away.js';
import { companyDecider } from './company.decider.js';

/** One company (spec §7.3): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('company')
@Roles('user')
export class CompanyController extends RecordRoutes({
  path: 'company',
  noun: 'Company',
  schema: companyWithEmployeesSchema,
  find: (db, id) => withDetails(db, id, true, () => true),
  create: {
    body: createCompanyBodySchema,
    run: ({ commands }, companyId, fields, context) =>
      commands.execute(companyDecider, {
        command: { type: 'RegisterCompany', companyId, fields },
        metadata: context,
        expectedVersion: 0,
      }),
    // Answered from the recorded event, as the read model now holds it; nobody works for it yet.
    recorded: async (_deps, { events }) => {
      const registered = events.find((event) => event.type === 'CompanyRegistered');
      if (!registered) throw new Error('Registering a company recorded no registration');
      return { ...registeredCompany(registered), employees: [] };
    },
  },
  /**
   * Clients may read their own company (the companies of their user record), nothing else, and
   * only its client view (contracts' clientCompanyView): the firm's notes on it stay internal.
   */
  get: {
    roles: ['user', 'client'],
    schema: z.union([companyWithEmployeesSchema, clientCompanyViewSchema]),
    // A merged-away company: 301 to the survivor's route (issue 32).
    also: [{ status: 301, body: mergedAwaySchema }],
    read: async ({ db }, id, user) => {
      // Not found rather than forbidden: a client learns nothing about companies that are not theirs.
      // A merged-away company answers with the one it lives on now, to those who may see that one.
      let maySee = (_survivorId: string) => true;
      if (user.role === Role.client) {
        const own = (await findUserDocumentById(db, user._id))?.companies ?? [];
        maySee = (survivorId) => own.includes(survivorId);
        if (!own.includes(id)) return answerMissing(db, 'company', id, maySee);
      }
      const staff = hasRole(user.role, 'user');
      const company = await withDetails(db, id, staff, maySee);
      // Employees and the linked records change on their own streams, not this version: a browser
      // must not answer from its cache after a 304 on the unchanged ETag.
      // Staff see the whole record; anybody else who got this far, only the client view.
      return recordAnswer(staff ? company : clientCompanyView(company), { version: company.version, noStore: true });
    },
  },
  update: {
    body: updateCompanyBodySchema,
    run: ({ commands }, companyId, body, context, expectedVersion) =>
      commands.execute(companyDecider, {
        command: { type: 'UpdateCompany', companyId, changes: namedFields<CompanyFields>(body, CompanyFieldNames) },
        metadata: context,
        expectedVersion,
      }),
  },
  remove: {
    run: (commands, companyId, options) =>
      commands.execute(companyDecider, { command: { type: 'DeleteCompany', companyId }, ...options }),
  },
}) {}

/**
 * With its employees (the contacts linked to it) and, for staff, the ids of the records linked
 * to it, each list latest linked first (spec §3.2, §7.10). A client's view has none of those
 * lists, so they are not even read for one.
 */
async function withDetails(
  db: Kysely<ReadModelDatabase>,
  id: string,
  withChildren: boolean,
  maySee: (survivorId: string) => boolean,
): Promise<CompanyWithEmployees> {
  const company = await findCompanyById(db, id);
  if (!company) return answerMissing(db, 'company', id, maySee);
  const [[withStaff], children] = await Promise.all([
    withEmployees(db, [company]),
    withChildren ? findCompanyChildIds(db, id) : {},
  ]);
  return { ...withStaff!, ...children };
}
