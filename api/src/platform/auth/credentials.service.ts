import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase, UserRecord } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { UsersService } from '../accounts/users.service.js';
import { hashPassword, verifyDecoy, verifyPassword } from './password-hasher.js';

/** Password sign-in: argon2id hashes in `user_credentials`, never in the event log. */
@Injectable()
export class CredentialsService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async setPassword(userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db
      .insertInto('user_credentials')
      .values({ user_id: userId, password_hash: passwordHash })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }))
      .execute();
  }

  /** The user whose e-mail and password these are, or undefined (for any reason). */
  async check(email: string, password: string): Promise<UserRecord | undefined> {
    const user = await this.users.findActiveByEmail(email);
    const credential =
      user &&
      (await this.db
        .selectFrom('user_credentials')
        .select('password_hash')
        .where('user_id', '=', user._id)
        .executeTakeFirst());
    if (!user || !credential) return verifyDecoy(password).then(() => undefined);
    return (await verifyPassword(credential.password_hash, password)) ? user : undefined;
  }
}
