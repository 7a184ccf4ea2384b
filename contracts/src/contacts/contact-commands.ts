import type { ContactFields } from './contact.js';

/** A company a command links to, with its name as the handler found it. */
export interface CompanyRef {
  companyId: string;
  companyName: string;
}

export interface RegisterContact {
  type: 'RegisterContact';
  contactId: string;
  /** Assigned by the handler from the reference sequence. */
  reference: string;
  fields: ContactFields;
  companies: CompanyRef[];
  referrals: CompanyRef[];
}

/** Changes fields; `companies`/`referrals`, when given, are the whole new lists. */
export interface UpdateContact {
  type: 'UpdateContact';
  contactId: string;
  changes: Partial<ContactFields>;
  companies?: CompanyRef[];
  referrals?: CompanyRef[];
}

export interface LinkContactToCompany {
  type: 'LinkContactToCompany';
  contactId: string;
  company: CompanyRef;
}

export interface UnlinkContactFromCompany {
  type: 'UnlinkContactFromCompany';
  contactId: string;
  companyId: string;
}

export interface AddContactReferral {
  type: 'AddContactReferral';
  contactId: string;
  company: CompanyRef;
}

export interface RemoveContactReferral {
  type: 'RemoveContactReferral';
  contactId: string;
  companyId: string;
}

export interface DeleteContact {
  type: 'DeleteContact';
  contactId: string;
}

export type ContactCommand =
  | RegisterContact
  | UpdateContact
  | LinkContactToCompany
  | UnlinkContactFromCompany
  | AddContactReferral
  | RemoveContactReferral
  | DeleteContact;
