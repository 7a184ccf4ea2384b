import { addressFieldLabels } from '../places/address-labels.js';
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
  ...addressFieldLabels,
};
