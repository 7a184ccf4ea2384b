import type { MergeLinkKind } from './merge.js';

/**
 * How one link of the merged-away record moved to the survivor, as the merge records it on the
 * merged record's stream (`CompanyMergedInto`/`ContactMergedInto`): an undo puts back exactly
 * these, and only these, so a link made after the merge stays where it was made.
 */
export const MergeMoveKinds = [
  /** A contact who works at the company (the contact's stream: left / joined). */
  'employee',
  /** A contact who refers the company (the contact's stream: referral removed / added). */
  'referral',
  /** A company the contact works at (the contacts' own streams). */
  'employer',
  /** A company the contact refers. */
  'referred',
  /** A project whose client the company is (ProjectClientChanged). */
  'project-client',
  /** A purchase whose purchaser the company is (PurchaseCompanyChanged). */
  'purchase',
  'task',
  'note',
  'payment',
  'attachment',
  /** A communication linked to the record. */
  'communication',
  /** A communication that names the contact among the people spoken to (`contacted`). */
  'communication-contacted',
  /** A crm event the contact is invited to (AttendeeRemoved / AttendeeInvited). */
  'attendee',
  /** A client user of the company (the user's `companies` list). */
  'client-user',
] as const;
export type MergeMoveKind = (typeof MergeMoveKinds)[number];

export interface MergeMove {
  kind: MergeMoveKind;
  /** The record whose link moved (the task, the contact, the user …). */
  id: string;
  /**
   * It was linked to the survivor already: the merge only took the merged record off it, and an
   * undo only puts the merged record back, leaving the survivor's link alone.
   */
  alreadyLinked: boolean;
  /** An invitation's status and answer, to be given back as they were (attendees only). */
  attendee?: { status: number; hasResponded: boolean };
}

/** Which of the screen's kinds each move counts under. */
export const MergeMoveKindCounts: Record<MergeMoveKind, MergeLinkKind> = {
  employee: 'contacts',
  referral: 'contacts',
  employer: 'companies',
  referred: 'companies',
  'project-client': 'projects',
  purchase: 'purchases',
  task: 'tasks',
  note: 'notes',
  payment: 'payments',
  attachment: 'attachments',
  communication: 'communications',
  'communication-contacted': 'communications',
  attendee: 'events',
  'client-user': 'users',
};
