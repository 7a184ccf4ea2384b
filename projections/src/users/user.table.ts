import type { Generated } from 'kysely';
import type { RecentlyViewedItem, UserStatus } from '@dealbook/contracts';

/** The users read model: one row per user, built from the `user-<id>` streams. */
export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: number;
  display_name: Generated<string>;
  photo_url: Generated<string>;
  is_active: Generated<boolean>;
  is_team_member: Generated<boolean>;
  is_external_user: Generated<boolean>;
  status: Generated<UserStatus>;
  companies: Generated<string[]>;
  communications: Generated<string[]>;
  tasks: Generated<string[]>;
  projects: Generated<string[]>;
  /** The user's own choice of sidebar; null until they make one. */
  navbar_pinned: Generated<boolean | null>;
  recently_viewed: Generated<RecentlyViewedItem[]>;
  /** Client users: project id -> when they last opened its status in the portal (ISO). */
  client_visits: Generated<Record<string, string>>;
  /** Kept, not removed, so the history still names a deleted user as the actor of old events. */
  deleted: Generated<boolean>;
  /** Stream version of the last event applied, so a replayed event changes nothing. */
  version: number;
  created_at: Date;
  updated_at: Date;
}

/**
 * Password hashes (argon2id). Kept out of the event log on purpose: a hash must be replaceable
 * and erasable, which an append-only log cannot do. Written by the API's auth service, not by a
 * projection, so a rebuild leaves it alone.
 */
export interface UserCredentialTable {
  user_id: string;
  password_hash: string;
  updated_at: Generated<Date>;
}

/** Server-side secrets every app instance shares (the session-token signing key). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}
