import type { Generated, Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';

/**
 * Tables the sign-in code owns (migration 0003-auth-sessions). They are not read models: no
 * projection writes them and a rebuild leaves them alone, so they are typed here, beside the
 * only code that touches them.
 */
export interface SessionTable {
  id: string;
  user_id: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  ip: string | null;
  /** The identity provider's ID token of a single sign-on session, for signing out there too. */
  id_token: string | null;
}

/** An identity-provider account (issuer + subject) linked to a Dealbook user on first sign-in. */
export interface IdentityLinkTable {
  issuer: string;
  subject: string;
  user_id: string;
  /** The e-mail claim the link was made on, for the audit. */
  email: string;
  linked_at: Generated<Date>;
  last_sign_in_at: Generated<Date>;
}

/** One failed (or still running) password sign-in, counted per account and per address. */
export interface SignInFailureTable {
  id: Generated<string>;
  scope: 'account' | 'address';
  key: string;
  failed_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables needs the implicit index signature.
export type AuthTables = {
  sessions: SessionTable;
  identity_links: IdentityLinkTable;
  sign_in_failures: SignInFailureTable;
};

export type AuthDatabase = Kysely<ReadModelDatabase & AuthTables>;

export function authDatabase(db: Kysely<ReadModelDatabase>): AuthDatabase {
  return db.withTables<AuthTables>();
}
