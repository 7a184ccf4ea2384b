import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Role } from '@dealbook/contracts';
import { countUsers, type ReadModelDatabase } from '@dealbook/projections';
import type { AppConfig } from '../config/app-config.js';
import type { UsersService } from '../users/users.service.js';
import type { CredentialsService } from './credentials.service.js';

export const demoAdminEmail = 'admin@dealbook.local';

export type FirstAdminOutcome =
  | { kind: 'users-exist' }
  | { kind: 'configured'; email: string }
  /** Embedded, not production, nobody configured: the password exists only in this outcome. */
  | { kind: 'demo'; email: string; password: string }
  /** Server mode with no DEALBOOK_ADMIN_*: nobody can sign in. */
  | { kind: 'nobody' };

export interface FirstAdminDeps {
  db: Kysely<ReadModelDatabase>;
  users: UsersService;
  credentials: CredentialsService;
}

/**
 * Creates the first administrator on an empty users table: DEALBOOK_ADMIN_EMAIL/PASSWORD when
 * set, else (embedded, not production) a demo superadmin whose generated password is only
 * printed, never stored in clear. Instances starting together take turns on an advisory lock,
 * so exactly one of them creates it.
 */
export async function ensureFirstAdmin(
  deps: FirstAdminDeps,
  config: AppConfig,
  databaseKind: 'embedded' | 'server',
): Promise<FirstAdminOutcome> {
  return deps.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('dealbook:first-admin'))`.execute(conn);
    try {
      if ((await countUsers(conn)) > 0) return { kind: 'users-exist' };
      if (config.admin) {
        const user = await deps.users.register(
          { email: config.admin.email, firstName: 'Administrator', lastName: '', role: Role.superadmin },
          null,
        );
        await deps.credentials.setPassword(user._id, config.admin.password);
        return { kind: 'configured', email: user.email };
      }
      if (databaseKind !== 'embedded' || config.production) return { kind: 'nobody' };
      const password = randomBytes(12).toString('base64url');
      const user = await deps.users.register(
        { email: demoAdminEmail, firstName: 'Demo', lastName: 'Administrator', role: Role.superadmin },
        null,
      );
      await deps.credentials.setPassword(user._id, password);
      return { kind: 'demo', email: user.email, password };
    } finally {
      await sql`select pg_advisory_unlock(hashtext('dealbook:first-admin'))`.execute(conn);
    }
  });
}
