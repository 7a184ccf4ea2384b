import { describe, expect, it } from 'vitest';
import { placeAddressFields, placeAddressOrder } from './placeAddressFields.js';

const address = {
  line1: 'Alpha House',
  line2: '100 Albert Road',
  city: 'Portsmouth',
  county: 'Hampshire',
  postcode: 'PO4 0JX',
  country: 'United Kingdom',
};

describe('placeAddressFields', () => {
  it("names a picked address with a form's own fields, in the forms' order", () => {
    const other = ['otherLine1', 'otherLine2', 'otherCity', 'otherPostcode', 'otherCounty', 'otherCountry'] as const;
    expect(placeAddressFields(address, other)).toEqual([
      ['otherLine1', 'Alpha House'],
      ['otherLine2', '100 Albert Road'],
      ['otherCity', 'Portsmouth'],
      ['otherPostcode', 'PO4 0JX'],
      ['otherCounty', 'Hampshire'],
      ['otherCountry', 'United Kingdom'],
    ]);
  });

  it('writes every field, blanks included, so a new pick replaces the old address', () => {
    const entries = placeAddressFields({ ...address, line2: '', county: '' }, placeAddressOrder);
    expect(Object.fromEntries(entries)).toEqual({ ...address, line2: '', county: '' });
  });
});
