import type { DomainEvent } from '@dealbook/contracts';

// Kept in the API until the identity issue moves the user aggregate's types to contracts; the
// users projection reads the same payload shape.
export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; email: string; firstName: string; lastName: string; role: number }
>;

export type UserEvent = UserRegistered;
export type UserEventType = UserEvent['type'];

export const UserEventSchemaVersions: Record<UserEventType, number> = { UserRegistered: 1 };

export const userStreamType = 'user';
