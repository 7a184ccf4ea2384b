import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  COMPANY_DATA_PROVIDER_KEY: optional(z.string().trim()),
  COMPANY_DATA_CLIENT_ID: optional(z.string().trim()),
  COMPANY_DATA_BASE_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL'),
  ),
});

/** The environment variables this module reads (documented in configDocs and the README). */
export const companyDataVariables = Object.keys(envSchema.shape);

export const defaultCompanyDataBaseUrl = 'https://api.brandfetch.io';

export interface CompanyDataSettings {
  /** Brandfetch API key (Brand API, bearer): logos by domain. */
  apiKey: string;
  /** Brandfetch client id (Brand Search API, `c` parameter): name autocomplete. */
  clientId: string;
  baseUrl: string;
}

/**
 * The company-data lookup's settings, or undefined (feature off) when COMPANY_DATA_PROVIDER_KEY is
 * unset. Brandfetch authenticates its two APIs differently, so the client id comes with the key.
 */
export function loadCompanyDataConfig(env: NodeJS.ProcessEnv = process.env): CompanyDataSettings | undefined {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid company data configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.COMPANY_DATA_PROVIDER_KEY) return undefined;
  if (!e.COMPANY_DATA_CLIENT_ID) {
    throw new Error(
      'Invalid company data configuration: COMPANY_DATA_CLIENT_ID is required with COMPANY_DATA_PROVIDER_KEY',
    );
  }
  return {
    apiKey: e.COMPANY_DATA_PROVIDER_KEY,
    clientId: e.COMPANY_DATA_CLIENT_ID,
    baseUrl: (e.COMPANY_DATA_BASE_URL ?? defaultCompanyDataBaseUrl).replace(/\/+$/, ''),
  };
}
