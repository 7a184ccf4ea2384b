import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import {
  RoleNames,
  Role,
  streamId,
  UserEventSchemaVersions,
  userStreamType,
  type EventStore,
  type UserRegistered,
} from '@dealbook/contracts';
import { findUserByEmail, findUserById, type ReadModelDatabase, type UserRecord } from '@dealbook/projections';
import { DomainError } from '../common/errors/domain-error.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';

export const registerUserSchema = z.object({
  email: z.string().trim().toLowerCase().email('email must be an e-mail address').max(320),
  firstName: z.string().trim().min(1, 'firstName is required').max(100),
  lastName: z.string().trim().max(100).default(''),
  role: z
    .number()
    .int()
    .refine((r) => RoleNames.some((name) => Role[name] === r), 'role must be 0 to 5'),
});
export type RegisterUser = z.input<typeof registerUserSchema>;

/**
 * The minimal user aggregate of issue 2: registration only, enough for sign-in and for naming
 * the actors of the history. The identity issue replaces it with a decider and the §7.1 calls.
 */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async register(input: RegisterUser, actorId: string | null): Promise<UserRecord> {
    const user = registerUserSchema.parse(input);
    // A best-effort uniqueness check on the read model; two simultaneous registrations of one
    // address are not expected from the administrators who register users.
    if (await findUserByEmail(this.db, user.email)) {
      throw new DomainError('conflict', `A user with the e-mail ${user.email} already exists`);
    }
    const userId = uuidv7();
    const event: UserRegistered = { type: 'UserRegistered', data: { userId, ...user } };
    await this.store.append(
      streamId(userStreamType, userId),
      [
        {
          eventId: uuidv7(),
          type: event.type,
          data: event.data,
          schemaVersion: UserEventSchemaVersions.UserRegistered,
          metadata: { actorId, correlationId: uuidv7(), causationId: null },
        },
      ],
      { expectedVersion: 0 },
    );
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    return { _id: userId, ...user, fullName, version: 1 };
  }

  findById(id: string): Promise<UserRecord | undefined> {
    return findUserById(this.db, id);
  }

  findByEmail(email: string): Promise<UserRecord | undefined> {
    return findUserByEmail(this.db, email.trim().toLowerCase());
  }
}
