import { z } from 'zod';
import { idListsOf, recordKeys } from '../http/record-schemas.js';
import {
  ContactChildListNames,
  contactFieldsSchema,
  type CompanySummary,
  type Contact,
  type ContactListItem,
  type EmployeeSummary,
} from './contact.js';

export const companySummarySchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
}) satisfies z.ZodType<CompanySummary>;

export const employeeSummarySchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  telephone: z.string(),
  jobTitle: z.string(),
}) satisfies z.ZodType<EmployeeSummary>;

export const contactSchema = contactFieldsSchema.extend({
  ...idListsOf(ContactChildListNames),
  ...recordKeys,
  reference: z.string(),
  fullName: z.string(),
  companies: z.array(companySummarySchema),
  referrals: z.array(companySummarySchema),
  erased: z.boolean().optional(),
}) satisfies z.ZodType<Contact>;

/** GET /api/history/contact/{id}?at=: the contact as they stood then ("Erased person" at every moment once erased). */
export const contactReplaySchema = z.object({
  at: z.string(),
  version: z.number().int(),
  contact: contactSchema,
});

/** The light row of GET /api/contacts/list. */
export const contactListItemSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  companies: z.array(companySummarySchema),
}) satisfies z.ZodType<ContactListItem>;
