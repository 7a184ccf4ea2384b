import { creates, deletes, edits, schemaVersionsOf, type EventCatalogue } from '../event-store/event-catalogue.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { CompanyFields, CompanyRoleFlag } from './company.js';

/** What an edit did to each field it touched. */
export type FieldChanges<T> = { [K in keyof T]?: { from: T[K]; to: T[K] } };

export type CompanyRegistered = DomainEvent<'CompanyRegistered', { companyId: string; fields: CompanyFields }>;
export type CompanyUpdated = DomainEvent<
  'CompanyUpdated',
  { companyId: string; changes: FieldChanges<Omit<CompanyFields, CompanyRoleFlag>> }
>;
export type CompanyRoleFlagsChanged = DomainEvent<
  'CompanyRoleFlagsChanged',
  { companyId: string; changes: FieldChanges<Pick<CompanyFields, CompanyRoleFlag>> }
>;
export type CompanyDeleted = DomainEvent<'CompanyDeleted', { companyId: string; companyName: string }>;

export type CompanyEvent = CompanyRegistered | CompanyUpdated | CompanyRoleFlagsChanged | CompanyDeleted;
export type CompanyEventType = CompanyEvent['type'];

export const CompanyEventTypes: readonly CompanyEventType[] = [
  'CompanyRegistered',
  'CompanyUpdated',
  'CompanyRoleFlagsChanged',
  'CompanyDeleted',
];

/**
 * The company event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const CompanyEvents = {
  CompanyRegistered: creates(),
  CompanyUpdated: edits(),
  CompanyRoleFlagsChanged: edits(),
  CompanyDeleted: deletes(),
} satisfies EventCatalogue<CompanyEvent>;

/** Current schema version of each company event type (upcasters lift older ones on read). */
export const CompanyEventSchemaVersions = schemaVersionsOf<CompanyEvent>(CompanyEvents);
