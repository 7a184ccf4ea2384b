import { z } from 'zod';
import { idListsOf, recordKeys } from '../http/record-schemas.js';
import { employeeSummarySchema } from '../contacts/contact-response.js';
import type { CompanyWithEmployees } from '../contacts/contact.js';
import { ClientCompanyFields, type ClientCompanyView } from './client-company-view.js';
import { CompanyLinkNames, companyFieldsSchema, type Company } from './company.js';

/** A company as the lists answer it. */
export const companySchema = companyFieldsSchema.extend({
  ...idListsOf(CompanyLinkNames),
  ...recordKeys,
}) satisfies z.ZodType<Company>;

/** GET /api/company/{id}, topWithEmployees: employees are the linked contacts. */
export const companyWithEmployeesSchema = companySchema.extend({
  employees: z.array(employeeSummarySchema),
}) satisfies z.ZodType<CompanyWithEmployees>;

/** What a client reads of their own company. */
export const clientCompanyViewSchema = companyFieldsSchema
  .pick(
    Object.fromEntries(ClientCompanyFields.map((field) => [field, true])) as Record<
      (typeof ClientCompanyFields)[number],
      true
    >,
  )
  .extend({ _id: recordKeys._id, version: recordKeys.version, employees: z.array(employeeSummarySchema) })
  .strict() satisfies z.ZodType<ClientCompanyView>;
