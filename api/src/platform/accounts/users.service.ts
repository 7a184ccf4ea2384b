import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { roleSchema } from '@dealbook/contracts';
import {
  findActiveUserByEmail,
  findActiveUserById,
  type ReadModelDatabase,
  type UserRecord,
} from '@dealbook/projections';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { registerUser } from './register-user.js';
import { newId } from '../../kernel/ids.js';

export const registerUserSchema = z.object({
  email: z.string().trim().toLowerCase().email('email must be an e-mail address').max(320),
  firstName: z.string().trim().min(1, 'firstName is required').max(100),
  lastName: z.string().trim().max(100).default(''),
  role: roleSchema,
});
export type RegisterUser = z.input<typeof registerUserSchema>;

/** The user lookups and registration the sign-in code needs, over the user decider and read model. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(Commands) private readonly commands: Commands,
  ) {}

  async register(input: RegisterUser, actorId: string | null): Promise<UserRecord> {
    const user = registerUserSchema.parse(input);
    const userId = newId();
    await registerUser(
      { db: this.db, commands: this.commands },
      { type: 'RegisterUser', userId, ...user },
      { actorId, correlationId: newId() },
    );
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    return { _id: userId, ...user, fullName, version: 1 };
  }

  /** Who may act now: deleted, deactivated and invited-but-not-signed-up users are not found. */
  findActiveById(id: string): Promise<UserRecord | undefined> {
    return findActiveUserById(this.db, id);
  }

  findActiveByEmail(email: string): Promise<UserRecord | undefined> {
    return findActiveUserByEmail(this.db, email.trim().toLowerCase());
  }
}
