import { z } from 'zod';

/**
 * Possible duplicates (issue 32): records that may be the one about to be created, found by name
 * (forgiving legal forms, "&"/"and", punctuation, case and spacing), domain, e-mail or telephone.
 * The keys themselves are SQL functions of the read models (projections migration 0025).
 */
export const DuplicateReasons = ['name', 'domain', 'email', 'phone'] as const;
export type DuplicateReason = (typeof DuplicateReasons)[number];

export const DuplicateReasonLabels: Record<DuplicateReason, string> = {
  name: 'same name',
  domain: 'same domain',
  email: 'same e-mail',
  phone: 'same telephone',
};

/** At most this many candidates are answered: a warning names a few, not a list to page through. */
export const MaxPossibleDuplicates = 5;

export const possibleDuplicateSchema = z.object({
  _id: z.string(),
  /** The record's name as people read it (the company name, the contact's full name). */
  name: z.string(),
  /** What tells it apart at a glance: a company's domain and city, a contact's e-mail and company. */
  detail: z.string(),
  reasons: z.array(z.enum(DuplicateReasons)),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** "same name and same domain". */
export const duplicateReasonsText = (reasons: readonly DuplicateReason[]) =>
  reasons.map((reason) => DuplicateReasonLabels[reason]).join(' and ');

const optionalText = (max: number) => z.string().trim().max(max).default('');
const exceptId = z.string().uuid('except must be a record id').optional();

/** GET /api/companies/possible-duplicates?name=&domain=&except= */
export const companyDuplicatesQuerySchema = z.strictObject({
  name: optionalText(200),
  domain: optionalText(253).transform((domain) => domain.toLowerCase()),
  /** The record being edited, left out of its own candidates. */
  except: exceptId,
});
export type CompanyDuplicatesQuery = z.output<typeof companyDuplicatesQuerySchema>;

/** GET /api/contacts/possible-duplicates?firstName=&lastName=&email=&telephone=&mobile=&except= */
export const contactDuplicatesQuerySchema = z.strictObject({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalText(254).transform((email) => email.toLowerCase()),
  telephone: optionalText(40),
  mobile: optionalText(40),
  except: exceptId,
});
export type ContactDuplicatesQuery = z.output<typeof contactDuplicatesQuerySchema>;
