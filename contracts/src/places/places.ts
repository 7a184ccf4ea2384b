import { z } from 'zod';

/** Answer of the status routes of the optional lookups (places, company data): off without a key. */
export interface LookupStatus {
  enabled: boolean;
}

export const addressLookupNotConfigured = 'Address lookup is not configured';

export const PlaceInputMinLength = 3;
export const PlaceInputMaxLength = 200;

/**
 * Google's session token: one per lookup (the keystrokes of one address and the details call that
 * ends it are billed as one session). URL- and filename-safe base64, at most 36 characters, so a
 * UUID fits.
 */
export const placeSessionTokenSchema = z
  .string({ error: 'sessionToken is required' })
  .regex(/^[A-Za-z0-9_-]{1,36}$/, 'sessionToken must be 1 to 36 letters, digits, - or _');

export const placesAutocompleteQuerySchema = z.object({
  input: z
    .string({ error: 'input is required' })
    .trim()
    .min(PlaceInputMinLength, `input must be at least ${PlaceInputMinLength} characters`)
    .max(PlaceInputMaxLength, `input must be at most ${PlaceInputMaxLength} characters`),
  sessionToken: placeSessionTokenSchema,
});

export const placeDetailsQuerySchema = z.object({ sessionToken: placeSessionTokenSchema });

/** Google place ids are URL-safe text; anything else never reaches the maps service. */
export const placeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,512}$/, 'placeId must be letters, digits, - or _ (at most 512)');

export interface PlaceSuggestion {
  placeId: string;
  /** The whole suggestion as one line, e.g. "10 Downing Street, London, UK". */
  description: string;
}

/** The address fields a company, contact or event form fills from a picked place (spec §7.10). */
export interface PlaceAddress {
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
  country: string;
}
