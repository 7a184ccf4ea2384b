import { z } from 'zod';
import {
  BusinessRelationshipTypes,
  CompanyValuationBands,
  IndustryCategories,
  InvestmentAmountBands,
  InvestmentGeographicalPreferences,
  InvestmentPreferredDealTypes,
  InvestmentTypes,
  InvestorTypes,
  OpportunitySourceTypes,
  ProfitCharacteristics,
  RevenueCharacteristics,
} from '../enums/company-enums.js';

/** The eight role flags the search screen shows as badges (spec §2.5). */
export const CompanyRoleFlags = [
  'isOpportunity',
  'isClient',
  'isBuyer',
  'isLawyer',
  'isReferrer',
  'isClinicHost',
  'isAccountant',
  'isSupplier',
] as const;
export type CompanyRoleFlag = (typeof CompanyRoleFlags)[number];

export const CompanyRoleFlagLabels: Record<CompanyRoleFlag, string> = {
  isOpportunity: 'Opportunity',
  isClient: 'Client',
  isBuyer: 'Buyer',
  isLawyer: 'Lawyer',
  isReferrer: 'Referrer',
  isClinicHost: 'Clinic Host',
  isAccountant: 'Accountant',
  isSupplier: 'Supplier',
};

const text = (max: number) => z.string().trim().max(max).default('');
const flag = (initial: boolean) => z.boolean().default(initial);
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).default([]);
const logoUrl = z
  .string()
  .trim()
  .max(2000)
  // Either an http(s) URL or this server's logo route (the company-data lookup), kept relative
  // so a stored logo does not depend on the host name it was picked on.
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/api\/company-data\/logo\/[^\s/]+$/.test(v),
    'logoUrl must be an http(s) URL',
  )
  .default('');

const addressShape = {
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
};

const roleFlagShape = Object.fromEntries(CompanyRoleFlags.map((f) => [f, flag(false)])) as Record<
  CompanyRoleFlag,
  z.ZodDefault<z.ZodBoolean>
>;

/** Every field a person edits on a company (spec §3.2), with the spec's defaults. */
export const companyFieldsSchema = z.object({
  companyName: z.string().trim().min(1, 'companyName is required').max(200),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .refine((v) => v === '' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v), 'domain must look like example.com')
    .default(''),
  logoUrl,
  telephone: text(40),
  revenue: z.number().finite().min(0, 'revenue cannot be negative').default(0),
  industryType: z.enum(IndustryCategories).nullable().default(null),
  opportunitySource: z.enum(OpportunitySourceTypes).nullable().default(null),
  relationshipTypes: listOf(BusinessRelationshipTypes),
  blueboxContacts: z.array(z.string().uuid()).max(50).default([]),
  isContact: flag(true),
  isAmbassador: flag(false),
  hasSignedAmbassadorNDA: flag(false),
  doNotContact: flag(false),
  ...roleFlagShape,
  investmentTypes: listOf(InvestmentTypes),
  investorTypes: listOf(InvestorTypes),
  investmentPreferredDealTypes: listOf(InvestmentPreferredDealTypes),
  investmentGeographicalPreferences: listOf(InvestmentGeographicalPreferences),
  investmentPreferredIndustries: listOf(IndustryCategories),
  investmentPreferredCompanyValuations: listOf(CompanyValuationBands),
  investmentPreferredInvestmentAmounts: listOf(InvestmentAmountBands),
  investmentPreferredRevenueCharacteristics: listOf(RevenueCharacteristics),
  investmentPreferredProfitCharacteristics: listOf(ProfitCharacteristics),
  investmentNotes: text(10000),
  ...addressShape,
});
export type CompanyFields = z.output<typeof companyFieldsSchema>;
export type CompanyFieldName = keyof CompanyFields;
export const CompanyFieldNames = Object.keys(companyFieldsSchema.shape) as CompanyFieldName[];

/**
 * Lists of linked records, as ids, read-only here: the links live on the children, and
 * GET /api/company/{id} fills the lists from them, latest linked first (spec §7.10;
 * communications by date, purchases by registration). `sales` is not linked by anything yet and
 * stays empty, as do the lists in the list and search answers.
 */
export const CompanyLinkNames = [
  'sales',
  'purchases',
  'attachments',
  'employees',
  'events',
  'communications',
  'notes',
  'tasks',
] as const;
export type CompanyLinkName = (typeof CompanyLinkNames)[number];

/** A company as the read model and the API return it. */
export type Company = CompanyFields &
  Record<CompanyLinkName, string[]> & {
    _id: string;
    /** The stream version: send it back in `If-Match` to update or delete. */
    version: number;
    createdAt: string;
    updatedAt: string;
  };

/** Body of POST /api/company: any field may be left out and takes the spec's default. */
export const createCompanyBodySchema = companyFieldsSchema.strict();
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

const readOnlyKeys = {
  _id: z.string().optional(),
  version: z.number().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  ...Object.fromEntries(CompanyLinkNames.map((name) => [name, z.array(z.unknown()).optional()])),
};

/**
 * Body of PUT /api/company/{id}: the fields to change. Clients that send the whole record back
 * (as the original app does) may include the read-only keys; they are accepted and ignored.
 * Defaults are stripped so a partial body changes only what it names.
 */
export const updateCompanyBodySchema = z
  .object(
    Object.fromEntries(
      Object.entries(companyFieldsSchema.shape).map(([key, schema]) => [
        key,
        (schema instanceof z.ZodDefault ? schema.removeDefault() : schema).optional(),
      ]),
    ) as unknown as { [K in CompanyFieldName]: z.ZodOptional<z.ZodType<CompanyFields[K]>> },
  )
  .extend(readOnlyKeys)
  .strict();
