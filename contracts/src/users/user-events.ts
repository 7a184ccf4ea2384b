import type { DomainEvent } from '../event-store/domain-event.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; email: string; firstName: string; lastName: string; role: number }
>;

export type UserEvent = UserRegistered;
export type UserEventType = UserEvent['type'];

/** Current schema version of each user event type (upcasters lift older ones on read). */
export const UserEventSchemaVersions: Record<UserEventType, number> = { UserRegistered: 1 };

export const userStreamType = 'user';
