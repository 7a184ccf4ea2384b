import type { PlaceAddress } from '@dealbook/contracts';

/** The order every address form lists its six fields in (line 1, line 2, city, postcode, county, country). */
export const placeAddressOrder = ['line1', 'line2', 'city', 'postcode', 'county', 'country'] as const;

/**
 * A picked address as a form's own field names (e.g. otherLine1 … otherCountry), in that order.
 * Every field is written, so a new pick replaces the whole previous address.
 */
export function placeAddressFields<F extends string>(
  address: PlaceAddress,
  fields: readonly [F, F, F, F, F, F],
): [F, string][] {
  return placeAddressOrder.map((key, i) => [fields[i]!, address[key]]);
}
