import type { Generated } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { MailDatabase } from '../../infra/mail/mail-tables.js';

/** A one-time sign-up link of the built-in directory (migration 0004-user-profiles); only the hash is kept. */
export interface SignupTokenTable {
  token_hash: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface DirectoryDatabase extends ReadModelDatabase, MailDatabase {
  signup_tokens: SignupTokenTable;
}
