import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PLACES_API_KEY: optional(z.string().trim()),
  PLACES_API_BASE_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL'),
  ),
  PLACES_REGION_CODES: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}(\s*,\s*[a-z]{2}){0,14}$/, 'must be up to 15 two-letter region codes, comma-separated'),
  ),
});

/** The environment variables this module reads (documented in configDocs and the README). */
export const placesVariables = Object.keys(envSchema.shape);

export const defaultPlacesBaseUrl = 'https://places.googleapis.com';

export interface PlacesSettings {
  apiKey: string;
  baseUrl: string;
  /** CLDR region codes the suggestions are limited to; empty means anywhere. */
  regionCodes: string[];
}

/** The address lookup's settings, or undefined (feature off) when PLACES_API_KEY is unset. */
export function loadPlacesConfig(env: NodeJS.ProcessEnv = process.env): PlacesSettings | undefined {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid address lookup configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.PLACES_API_KEY) return undefined;
  return {
    apiKey: e.PLACES_API_KEY,
    baseUrl: (e.PLACES_API_BASE_URL ?? defaultPlacesBaseUrl).replace(/\/+$/, ''),
    regionCodes: e.PLACES_REGION_CODES ? e.PLACES_REGION_CODES.split(',').map((code) => code.trim()) : [],
  };
}
