import { z } from 'zod';
import { CompanyRoleFlags } from '../companies/company.js';
import type { CompanySearchHit, ContactSearchHit, GlobalSearchResult, ProjectSearchHit } from './global-search.js';

const column = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), countCapped: z.boolean(), items: z.array(item) });

export const companySearchHitSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  ...(Object.fromEntries(CompanyRoleFlags.map((flag) => [flag, z.boolean()])) as Record<
    (typeof CompanyRoleFlags)[number],
    z.ZodBoolean
  >),
}) satisfies z.ZodType<CompanySearchHit>;

export const contactSearchHitSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  companyCount: z.number().int(),
}) satisfies z.ZodType<ContactSearchHit>;

export const projectSearchHitSchema = z.object({
  _id: z.string(),
  projectName: z.string(),
  clientCompanyName: z.string(),
  status: z.string(),
}) satisfies z.ZodType<ProjectSearchHit>;

export const globalSearchResultSchema = z.object({
  term: z.string(),
  companies: column(companySearchHitSchema),
  contacts: column(contactSearchHitSchema),
  opportunities: column(projectSearchHitSchema),
  deals: column(projectSearchHitSchema),
}) satisfies z.ZodType<GlobalSearchResult>;
