import {
  changes,
  creates,
  deletes,
  edits,
  eventTypesOf,
  schemaVersionsOf,
  withPersonal,
  type EventCatalogue,
  type EventSpec,
} from '../event-store/event-catalogue.js';
import { ErasedPersonName, type PersonalPart } from '../event-store/personal-data.js';
import { streamId } from '../event-store/stream-id.js';
import type { FieldChanges } from '../companies/company-events.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { MergeLinkCount } from '../merges/merge.js';
import type { MergeMove } from '../merges/merge-moves.js';
import type { NamedRef } from '../projects/project-events.js';
import { ErasedContactFields, type ContactFields, type ContactTransitionFlag } from './contact.js';

type ContactEditableFields = Omit<ContactFields, ContactTransitionFlag>;
type FlagChange<F extends ContactTransitionFlag> = { [K in F]: { from: boolean; to: boolean } };

export type ContactRegistered = DomainEvent<
  'ContactRegistered',
  { contactId: string; reference: string; fields: ContactFields }
>;
export type ContactUpdated = DomainEvent<
  'ContactUpdated',
  { contactId: string; changes: FieldChanges<ContactEditableFields> }
>;
/** The transitions staff act on get their own events; `changes` lets pushes and history show them. */
export type ContactMarkedDoNotContact = DomainEvent<
  'ContactMarkedDoNotContact',
  { contactId: string; changes: FlagChange<'doNotContact'> }
>;
export type ContactDoNotContactLifted = DomainEvent<
  'ContactDoNotContactLifted',
  { contactId: string; changes: FlagChange<'doNotContact'> }
>;
export type ContactMadeAmbassador = DomainEvent<
  'ContactMadeAmbassador',
  { contactId: string; changes: FlagChange<'isAmbassador'> }
>;
export type ContactAmbassadorRoleEnded = DomainEvent<
  'ContactAmbassadorRoleEnded',
  { contactId: string; changes: FlagChange<'isAmbassador'> }
>;
export type ContactAmbassadorNdaSigned = DomainEvent<
  'ContactAmbassadorNdaSigned',
  { contactId: string; changes: FlagChange<'hasSignedAmbassadorNDA'> }
>;
export type ContactAmbassadorNdaWithdrawn = DomainEvent<
  'ContactAmbassadorNdaWithdrawn',
  { contactId: string; changes: FlagChange<'hasSignedAmbassadorNDA'> }
>;
/** The company's name at the time, so the history reads well after the company is gone. */
export type ContactJoinedCompany = DomainEvent<
  'ContactJoinedCompany',
  { contactId: string; companyId: string; companyName: string }
>;
export type ContactLeftCompany = DomainEvent<
  'ContactLeftCompany',
  { contactId: string; companyId: string; companyName: string }
>;
export type ContactReferralAdded = DomainEvent<
  'ContactReferralAdded',
  { contactId: string; companyId: string; companyName: string }
>;
export type ContactReferralRemoved = DomainEvent<
  'ContactReferralRemoved',
  { contactId: string; companyId: string; companyName: string }
>;
export type ContactDeleted = DomainEvent<'ContactDeleted', { contactId: string; fullName: string }>;
/**
 * Everything held on the contact was exported for a subject access request (issue 37): who asked
 * and when are the event's actor and time; the export's content is never recorded.
 */
export type ContactPersonalDataExported = DomainEvent<'ContactPersonalDataExported', { contactId: string }>;

/** The survivor's side of a merge (issue 32), as CompanyMerged. */
export type ContactMerged = DomainEvent<
  'ContactMerged',
  {
    contactId: string;
    merged: NamedRef;
    mergeId: string;
    changes: FieldChanges<ContactFields>;
    moved: MergeLinkCount[];
  }
>;
/** The merged-away side, closed as a deleted contact is, with the links that moved (for the undo). */
export type ContactMergedInto = DomainEvent<
  'ContactMergedInto',
  { contactId: string; fullName: string; reference: string; into: NamedRef; mergeId: string; moves: MergeMove[] }
>;
export type ContactMergeUndone = DomainEvent<
  'ContactMergeUndone',
  { contactId: string; merged: NamedRef; mergeId: string; changes: FieldChanges<ContactFields>; kept: string[] }
>;
/** The merged-away contact back, with its own values, reference and first creation time. */
export type ContactRestoredFromMerge = DomainEvent<
  'ContactRestoredFromMerge',
  {
    contactId: string;
    fullName: string;
    reference: string;
    from: NamedRef;
    mergeId: string;
    fields: ContactFields;
    createdAt: string;
  }
>;

/**
 * Everything held on the contact was erased (UK GDPR Art. 17, issue 37): who erased it and when
 * are the event's actor and time; `reason` is the administrator's words, never the erased data.
 * After it the contact takes no further command.
 */
export type ContactErased = DomainEvent<'ContactErased', { contactId: string; reason: string }>;

export type ContactMergeEvent = ContactMerged | ContactMergedInto | ContactMergeUndone | ContactRestoredFromMerge;

export type ContactFlagEvent =
  | ContactMarkedDoNotContact
  | ContactDoNotContactLifted
  | ContactMadeAmbassador
  | ContactAmbassadorRoleEnded
  | ContactAmbassadorNdaSigned
  | ContactAmbassadorNdaWithdrawn;

export type ContactEvent =
  | ContactRegistered
  | ContactUpdated
  | ContactFlagEvent
  | ContactJoinedCompany
  | ContactLeftCompany
  | ContactReferralAdded
  | ContactReferralRemoved
  | ContactDeleted
  | ContactPersonalDataExported
  | ContactMergeEvent
  | ContactErased;
export type ContactEventType = ContactEvent['type'];

/**
 * What a contact's personal data reads as in the log once they are erased (issue 37): the name
 * "Erased person", every other field empty, every flag off.
 */
const { fullName: _name, erased: _erased, ...erasedFields } = ErasedContactFields satisfies ContactFields;

/** The contact's own data: sealed with their key. */
const own = (path: string, erased: unknown): PersonalPart => ({ path, erased });
/** Another contact's name, as a merge names it: sealed with that contact's key. */
const namedContact = (path: 'merged' | 'into' | 'from'): PersonalPart => ({
  path: `${path}.name`,
  subject: (data: Record<typeof path, NamedRef>) => streamId('contact', data[path].id),
  erased: ErasedPersonName,
});
/** The spec, with the parts of its payload that are a person's data. */
const personal = <Data>(spec: EventSpec<Data>, ...parts: PersonalPart[]) => withPersonal(spec, parts);

/**
 * The contact event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record, the fields it moves and the parts that are the person's data — read by the write path,
 * the event stores, the socket push and the history.
 */
export const ContactEvents = {
  ContactRegistered: personal(creates(), own('fields', erasedFields)),
  ContactUpdated: personal(edits(), own('changes', {})),
  ContactMarkedDoNotContact: edits(),
  ContactDoNotContactLifted: edits(),
  ContactMadeAmbassador: edits(),
  ContactAmbassadorRoleEnded: edits(),
  ContactAmbassadorNdaSigned: edits(),
  ContactAmbassadorNdaWithdrawn: edits(),
  ContactJoinedCompany: changes<{ companyId: string }>((data) => ({ companies: { from: null, to: data.companyId } })),
  ContactLeftCompany: changes<{ companyId: string }>((data) => ({ companies: { from: data.companyId, to: null } })),
  ContactReferralAdded: changes<{ companyId: string }>((data) => ({ referrals: { from: null, to: data.companyId } })),
  ContactReferralRemoved: changes<{ companyId: string }>((data) => ({ referrals: { from: data.companyId, to: null } })),
  ContactDeleted: personal(deletes(), own('fullName', ErasedPersonName)),
  ContactPersonalDataExported: changes(() => ({})),
  ContactMerged: personal(edits(), own('changes', {}), namedContact('merged')),
  ContactMergedInto: personal(deletes(), own('fullName', ErasedPersonName), namedContact('into')),
  ContactMergeUndone: personal(edits(), own('changes', {}), namedContact('merged')),
  ContactRestoredFromMerge: personal(
    creates(),
    own('fullName', ErasedPersonName),
    own('fields', erasedFields),
    namedContact('from'),
  ),
  ContactErased: changes(() => ({})),
} satisfies EventCatalogue<ContactEvent>;

/** Current schema version of each contact event type (upcasters lift older ones on read). */
export const ContactEventSchemaVersions = schemaVersionsOf<ContactEvent>(ContactEvents);

export const ContactEventTypes = eventTypesOf(ContactEvents);
