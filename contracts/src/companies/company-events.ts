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

/** Current schema version of each company event type (upcasters lift older ones on read). */
export const CompanyEventSchemaVersions: Record<CompanyEventType, number> = {
  CompanyRegistered: 1,
  CompanyUpdated: 1,
  CompanyRoleFlagsChanged: 1,
  CompanyDeleted: 1,
};
