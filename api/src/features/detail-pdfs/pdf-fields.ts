import type { PrintField } from '../../platform/exports/pdf/print-document.js';

/** The address fields every record type shares (spec §3.2–3.4). */
interface Address {
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
  country: string;
}

/** An address on one line, its blank parts left out. */
export function addressText(address: Address): string {
  return [address.line1, address.line2, address.city, address.county, address.postcode, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The other (alternative) address of a company or contact, on one line. */
export function otherAddressText(record: {
  otherLine1: string;
  otherLine2: string;
  otherCity: string;
  otherCounty: string;
  otherPostcode: string;
  otherCountry: string;
}): string {
  return addressText({
    line1: record.otherLine1,
    line2: record.otherLine2,
    city: record.otherCity,
    county: record.otherCounty,
    postcode: record.otherPostcode,
    country: record.otherCountry,
  });
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A field with a value in words; the renderer prints a dash for an empty one. */
export const field = (label: string, value: string | number | null | undefined): PrintField => ({
  label,
  value: value === null || value === undefined ? '' : String(value),
});
