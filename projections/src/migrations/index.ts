import type { Migration } from 'kysely/migration';
import * as companies from './0001-companies.js';
import * as users from './0002-users.js';
import * as authSessions from './0003-auth-sessions.js';
import * as userProfiles from './0004-user-profiles.js';
import * as sessionIdToken from './0011-session-id-token.js';

/**
 * Read-model migrations in the order they apply; names sort in that order. Add a line per file.
 * (A static map rather than a folder scan, so the built package needs no file-system lookup.)
 */
export const migrations: Record<string, Migration> = {
  '0001-companies': companies,
  '0002-users': users,
  '0003-auth-sessions': authSessions,
  '0004-user-profiles': userProfiles,
  '0011-session-id-token': sessionIdToken,
};
