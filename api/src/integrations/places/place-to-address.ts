import type { PlaceAddress } from '@dealbook/contracts';

/** One entry of a Places API (New) `addressComponents` list. */
export interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

const limits: Record<keyof PlaceAddress, number> = {
  line1: 200,
  line2: 200,
  city: 100,
  county: 100,
  postcode: 20,
  country: 100,
};

const blank: PlaceAddress = { line1: '', line2: '', city: '', county: '', postcode: '', country: '' };

const joined = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

/**
 * Spec §7.10: a maps-service place as Dealbook's address fields, written as a UK address reads.
 * - line1: the premise (building name), after the subpremise ("Flat 3, Alpha House"); without a
 *   premise, the street line: subpremise, then number and route ("Flat 3, 10 High Street").
 * - line2: the street line when line1 took the premise; otherwise the sublocality or neighbourhood
 *   (the district a UK address puts under the street).
 * - city: the postal town, else the locality. county: the second-level area (a UK county, a US
 *   county; a US state is level 1 and is not kept). postcode, country: the postal code and the
 *   country's full name.
 * Missing parts stay empty; values are cut to the length the forms accept.
 */
export function placeToAddress(components: readonly AddressComponent[]): PlaceAddress {
  const part = (...types: string[]) => {
    for (const type of types) {
      const found = components.find((c) => c.types?.includes(type))?.longText?.trim();
      if (found) return found;
    }
    return '';
  };
  const subpremise = part('subpremise');
  const premise = part('premise');
  const street = joined(' ', part('street_number'), part('route'));
  const district = part('sublocality_level_1', 'sublocality', 'neighborhood');
  const address: PlaceAddress = premise
    ? { ...blank, line1: joined(', ', subpremise, premise), line2: street }
    : { ...blank, line1: joined(', ', subpremise, street), line2: district };
  address.city = part('postal_town', 'locality');
  address.county = part('administrative_area_level_2');
  address.postcode = part('postal_code');
  address.country = part('country');
  for (const field of Object.keys(limits) as (keyof PlaceAddress)[]) {
    address[field] = address[field].slice(0, limits[field]).trim();
  }
  return address;
}
