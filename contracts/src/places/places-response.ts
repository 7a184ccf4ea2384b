import { z } from 'zod';
import type { LookupStatus, PlaceAddress, PlaceSuggestion } from './places.js';

/** GET …/status of an optional outside lookup: whether it is configured. */
export const lookupStatusSchema = z.object({ enabled: z.boolean() }) satisfies z.ZodType<LookupStatus>;

export const placeSuggestionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
}) satisfies z.ZodType<PlaceSuggestion>;

export const placeAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
  country: z.string(),
}) satisfies z.ZodType<PlaceAddress>;
