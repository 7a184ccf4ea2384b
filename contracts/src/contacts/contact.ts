import { ErasedPersonName } from '../event-store/personal-data.js';
import { z } from 'zod';
import type { Company } from '../companies/company.js';

const text = (max: number) => z.string().trim().max(max).default('');
const flag = (initial: boolean) => z.boolean().default(initial);
const httpUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), `${field} must be an http(s) URL`)
    .default('');

/** Deliberately loose (one @, a dot in the domain, no spaces): mail servers are the real judge. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field a person edits on a contact (spec §3.3), with the spec's defaults. */
export const contactFieldsSchema = z.object({
  firstName: z.string().trim().min(1, 'firstName is required').max(100),
  lastName: z.string().trim().min(1, 'lastName is required').max(100),
  jobTitle: text(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || emailPattern.test(v), 'email must be an e-mail address such as name@example.com')
    .default(''),
  telephone: text(40),
  mobile: text(40),
  linkedIn: httpUrl('linkedIn'),
  isAmbassador: flag(false),
  hasSignedAmbassadorNDA: flag(false),
  doNotContact: flag(false),
  summary: text(10000),
  line1: text(200),
  line2: text(200),
  city: text(100),
  postcode: text(20),
  county: text(100),
  country: text(100),
  otherLine1: text(200),
  otherLine2: text(200),
  otherCity: text(100),
  otherPostcode: text(20),
  otherCounty: text(100),
  otherCountry: text(100),
});
export type ContactFields = z.output<typeof contactFieldsSchema>;
export type ContactFieldName = keyof ContactFields;
export const ContactFieldNames = Object.keys(contactFieldsSchema.shape) as ContactFieldName[];

/** The flags whose changes are business transitions with their own events, not form edits. */
export const ContactTransitionFlags = ['doNotContact', 'isAmbassador', 'hasSignedAmbassadorNDA'] as const;
export type ContactTransitionFlag = (typeof ContactTransitionFlags)[number];

/**
 * An erased contact's fields (issue 37): "Erased person" and nothing else of them — every text
 * blank, every flag off — with `erased` set. What the read model, the replay and the pushes show.
 */
export const ErasedContactFields = {
  ...(Object.fromEntries(ContactFieldNames.map((name) => [name, ''])) as Record<ContactFieldName, string>),
  isAmbassador: false,
  hasSignedAmbassadorNDA: false,
  doNotContact: false,
  firstName: 'Erased',
  lastName: 'person',
  fullName: ErasedPersonName,
  erased: true,
} as const satisfies Record<string, unknown>;

/** At most this many companies per contact and referrals per contact. */
export const MaxContactCompanies = 50;
export const MaxContactReferrals = 100;

/**
 * A contact's human-readable reference, assigned once at creation from a database sequence:
 * `CON-` and the number, zero-padded to six digits (`CON-000042`; `CON-1234567` past a million).
 */
export const contactReferencePattern = /^CON-\d{6,}$/;
export const formatContactReference = (n: number) => `CON-${String(n).padStart(6, '0')}`;

/** A company as a contact shows it: enough for a link with a logo. */
export interface CompanySummary {
  _id: string;
  companyName: string;
  logoUrl: string;
}

/** A contact as a company shows it among its employees (spec §3.2). */
export interface EmployeeSummary {
  _id: string;
  fullName: string;
  email: string;
  telephone: string;
  jobTitle: string;
}

/**
 * Lists of linked records, as ids: the links live on the children (tasks, notes …), and
 * GET /api/contact/{id} fills the lists from them, latest linked first (spec §7.10;
 * communications by date). The list and search answers leave them empty.
 */
export const ContactChildListNames = ['tasks', 'communications', 'eventsAttended', 'notes', 'attachments'] as const;
export type ContactChildListName = (typeof ContactChildListNames)[number];

/** A contact as the API returns it. `companies` keeps the order the links were made. */
export type Contact = ContactFields &
  Record<ContactChildListName, string[]> & {
    _id: string;
    reference: string;
    fullName: string;
    companies: CompanySummary[];
    /** Companies this contact referred to the firm. */
    referrals: CompanySummary[];
    /** Erased (issue 37): the record keeps no personal data and takes no change. */
    erased?: boolean;
    /** The stream version: send it back in `If-Match` to update or delete. */
    version: number;
    createdAt: string;
    updatedAt: string;
  };

/** The light row of GET /api/contacts/list, for pickers. */
export interface ContactListItem {
  _id: string;
  reference: string;
  fullName: string;
  jobTitle: string;
  email: string;
  companies: CompanySummary[];
}

/** A company as GET /api/company/{id} and topWithEmployees return it: employees are contacts. */
export type CompanyWithEmployees = Omit<Company, 'employees'> & { employees: EmployeeSummary[] };

/**
 * Company links in a body: ids, or the summaries a GET returned (a client may echo the record),
 * reduced to ids; duplicates are dropped keeping the first.
 */
const companyIdList = (field: string, max: number) =>
  z
    .array(
      z.union([
        z.string().uuid(`${field} must hold company ids (UUIDs)`),
        z.object({ _id: z.string().uuid(`${field} must hold company ids (UUIDs)`) }).loose(),
      ]),
    )
    .max(max, `${field} may hold at most ${max} companies`)
    .transform((items) => [
      ...new Set(items.map((item) => (typeof item === 'string' ? item : item._id).toLowerCase())),
    ]);

/** Body of POST /api/contact: fields plus the companies it works for and the ones it referred. */
export const createContactBodySchema = contactFieldsSchema
  .extend({
    companies: companyIdList('companies', MaxContactCompanies).default([]),
    referrals: companyIdList('referrals', MaxContactReferrals).default([]),
  })
  .strict();
export type CreateContactBody = z.input<typeof createContactBodySchema>;

const readOnlyKeys = {
  _id: z.string().optional(),
  reference: z.string().optional(),
  fullName: z.string().optional(),
  version: z.number().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  ...Object.fromEntries(ContactChildListNames.map((name) => [name, z.array(z.unknown()).optional()])),
};

/**
 * Body of PUT /api/contact/{id}: the fields to change. `companies` and `referrals`, when sent, are
 * the whole new lists (links missing from them end, new ones are appended). Read-only keys a
 * client echoes back are accepted and ignored; defaults are stripped so a partial body changes
 * only what it names.
 */
export const updateContactBodySchema = z
  .object(
    Object.fromEntries(
      Object.entries(contactFieldsSchema.shape).map(([key, schema]) => [
        key,
        (schema instanceof z.ZodDefault ? schema.removeDefault() : schema).optional(),
      ]),
    ) as unknown as { [K in ContactFieldName]: z.ZodOptional<z.ZodType<ContactFields[K]>> },
  )
  .extend({
    companies: companyIdList('companies', MaxContactCompanies).optional(),
    referrals: companyIdList('referrals', MaxContactReferrals).optional(),
    ...readOnlyKeys,
  })
  .strict();
