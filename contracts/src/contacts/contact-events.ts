import type { FieldChanges } from '../companies/company-events.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { ContactFields, ContactTransitionFlag } from './contact.js';

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
  | ContactDeleted;
export type ContactEventType = ContactEvent['type'];

/** Current schema version of each contact event type (upcasters lift older ones on read). */
export const ContactEventSchemaVersions: Record<ContactEventType, number> = {
  ContactRegistered: 1,
  ContactUpdated: 1,
  ContactMarkedDoNotContact: 1,
  ContactDoNotContactLifted: 1,
  ContactMadeAmbassador: 1,
  ContactAmbassadorRoleEnded: 1,
  ContactAmbassadorNdaSigned: 1,
  ContactAmbassadorNdaWithdrawn: 1,
  ContactJoinedCompany: 1,
  ContactLeftCompany: 1,
  ContactReferralAdded: 1,
  ContactReferralRemoved: 1,
  ContactDeleted: 1,
};

export const ContactEventTypes = Object.keys(ContactEventSchemaVersions) as ContactEventType[];
