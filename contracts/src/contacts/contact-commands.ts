import type { MergeLinkCount } from '../merges/merge.js';
import type { MergeMove } from '../merges/merge-moves.js';
import type { NamedRef } from '../projects/project-events.js';
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
  | DeleteContact
  | RecordContactPersonalDataExport
  | ContactMergeCommand
  | EraseContact;

/** Erase everything held on the contact (issue 37): who erased it is the command's actor. */
export interface EraseContact {
  type: 'EraseContact';
  contactId: string;
  reason: string;
}

/** A subject access export was taken (issue 37): who asked is the command's actor; no data is kept. */
export interface RecordContactPersonalDataExport {
  type: 'RecordContactPersonalDataExport';
  contactId: string;
}

/**
 * The survivor's side of a merge: takes the merged contact's values for `values`' fields and
 * joins the merged contact's companies and referrals it does not have yet.
 */
export interface MergeContact {
  type: 'MergeContact';
  contactId: string;
  merged: NamedRef;
  mergeId: string;
  values: Partial<ContactFields>;
  companies: CompanyRef[];
  referrals: CompanyRef[];
  moved: MergeLinkCount[];
}

/** The merged-away side: leaves its companies and referrals (they moved) and is closed. */
export interface CloseMergedContact {
  type: 'CloseMergedContact';
  contactId: string;
  into: NamedRef;
  mergeId: string;
  moves: MergeMove[];
}

/**
 * The survivor's side of an undo: puts back the values the merge changed, unless changed since,
 * and leaves the companies and referrals the merge alone gave it (`companies`, `referrals` ids).
 */
export interface UndoContactMerge {
  type: 'UndoContactMerge';
  contactId: string;
  mergeId: string;
  companies: string[];
  referrals: string[];
}

/** The merged-away contact back, with the companies and referrals it had that still exist. */
export interface RestoreMergedContact {
  type: 'RestoreMergedContact';
  contactId: string;
  mergeId: string;
  createdAt: string;
  companies: CompanyRef[];
  referrals: CompanyRef[];
}

export type ContactMergeCommand = MergeContact | CloseMergedContact | UndoContactMerge | RestoreMergedContact;
