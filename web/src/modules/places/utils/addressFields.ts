export const mainAddressFields = ['line1', 'line2', 'city', 'postcode', 'county', 'country'] as const;
export const otherAddressFields = [
  'otherLine1',
  'otherLine2',
  'otherCity',
  'otherPostcode',
  'otherCounty',
  'otherCountry',
] as const;
