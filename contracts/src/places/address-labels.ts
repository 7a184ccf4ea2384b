/** The two addresses a company or a contact has, as people read their fields (forms, history, PDFs). */
export const addressFieldLabels = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  postcode: 'Postcode',
  county: 'County',
  country: 'Country',
  otherLine1: 'Other address line 1',
  otherLine2: 'Other address line 2',
  otherCity: 'Other city',
  otherPostcode: 'Other postcode',
  otherCounty: 'Other county',
  otherCountry: 'Other country',
} as const;
