import type { ContactFieldName } from './contact.js';

/** Field names as people read them: on forms, in the history and in the contact's PDF. */
export const contactFieldLabels: Record<ContactFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  email: 'Email',
  telephone: 'Telephone',
  mobile: 'Mobile',
  linkedIn: 'LinkedIn',
  isAmbassador: 'Ambassador',
  hasSignedAmbassadorNDA: 'Ambassador NDA signed',
  doNotContact: 'Do not contact',
  summary: 'Summary',
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
};
