import { z } from 'zod';
import type { CompanySuggestion } from './company-data.js';

export const companySuggestionSchema = z.object({
  name: z.string(),
  domain: z.string(),
  logoUrl: z.string(),
}) satisfies z.ZodType<CompanySuggestion>;
