import { z } from 'zod';
import type { CompanyRoleFlag } from '../companies/company.js';

/** Spec §5 and §9: a term shorter than 2 characters sends nothing; 20 entries per kind. */
export const GlobalSearchMinLength = 2;
export const GlobalSearchLimit = 20;
/** Counts stop here ("1000+"): counting every match of a two-letter term costs more than it tells. */
export const GlobalSearchCountCap = 1000;

export const globalSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q (the search term) is required' })
    .trim()
    .min(GlobalSearchMinLength, `q must be at least ${GlobalSearchMinLength} characters`)
    .max(100, 'q must be at most 100 characters'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(GlobalSearchLimit),
});
export type GlobalSearchQuery = z.output<typeof globalSearchQuerySchema>;

/** One column of the search screen: how many match (capped) and the best of them. */
export interface SearchColumn<T> {
  count: number;
  /** True when there are more than `count` matches (count stopped at GlobalSearchCountCap). */
  countCapped: boolean;
  items: T[];
}

export type CompanySearchHit = {
  _id: string;
  companyName: string;
  logoUrl: string;
} & Record<CompanyRoleFlag, boolean>;

export interface ContactSearchHit {
  _id: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** The first company the contact was linked to; empty when none. */
  companyName: string;
  companyCount: number;
}

export interface ProjectSearchHit {
  _id: string;
  projectName: string;
  clientCompanyName: string;
  /** The opportunity status for opportunities, the deal status for deals, in words. */
  status: string;
}

/** GET /api/search?q=: the four columns of the search screen (spec §2.5). */
export interface GlobalSearchResult {
  term: string;
  companies: SearchColumn<CompanySearchHit>;
  contacts: SearchColumn<ContactSearchHit>;
  opportunities: SearchColumn<ProjectSearchHit>;
  deals: SearchColumn<ProjectSearchHit>;
}
