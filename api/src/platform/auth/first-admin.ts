import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { Role } from '@dealbook/contracts';
import { countUsers, type ReadModelDatabase } from '@dealbook/projections';
import type { AppConfig } from '../../kernel/config/app-config.js';
import type { UsersService } from '../accounts/users.service.js';
import type { CredentialsService } from './credentials.service.js';

export const demoAdminEmail = 'admin@dealbook.local';

export type FirstAdminOutcome =
  | { kind: 'users-exist' }
  | { kind: 'configured'; email: string }
  /** Embedded, not production, nobody configured: kept in DATA_DIR so every start can show it. */
  | { kind: 'demo'; email: string; password: string }
  /** Server mode with no DEALBOOK_ADMIN_*: nobody can sign in. */
  | { kind: 'nobody' };

export interface FirstAdminDeps {
  db: Kysely<ReadModelDatabase>;
  users: UsersService;
  credentials: CredentialsService;
}

const demoPasswordFile = (config: AppConfig) => join(config.dataDir, 'demo-admin-password');

/**
 * The demo sign-in, for the banner of every start on the embedded default: read from the data
 * folder (beside the database's own generated password, mode 0600) for as long as it still
 * signs in; once someone changes the password it is no longer shown.
 */
async function rememberedDemoAdmin(deps: FirstAdminDeps, config: AppConfig): Promise<FirstAdminOutcome | undefined> {
  const file = demoPasswordFile(config);
  if (!existsSync(file)) return undefined;
  const password = (await readFile(file, 'utf8')).trim();
  const user = await deps.credentials.check(demoAdminEmail, password);
  return user ? { kind: 'demo', email: demoAdminEmail, password } : undefined;
}

/**
 * Creates the first administrator on an empty users table: DEALBOOK_ADMIN_EMAIL/PASSWORD when
 * set, else (embedded, not production) a demo superadmin with a generated password. Instances
 * starting together take turns on an advisory lock, so exactly one of them creates it.
 */
export async function ensureFirstAdmin(
  deps: FirstAdminDeps,
  config: AppConfig,
  databaseKind: 'embedded' | 'server',
): Promise<FirstAdminOutcome> {
  return deps.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('dealbook:first-admin'))`.execute(conn);
    try {
      const demoMode = databaseKind === 'embedded' && !config.production;
      if ((await countUsers(conn)) > 0) {
        return (demoMode && (await rememberedDemoAdmin(deps, config))) || { kind: 'users-exist' };
      }
      if (config.admin) {
        const user = await deps.users.register(
          { email: config.admin.email, firstName: 'Administrator', lastName: '', role: Role.superadmin },
          null,
        );
        await deps.credentials.setPassword(user._id, config.admin.password);
        return { kind: 'configured', email: user.email };
      }
      if (!demoMode) return { kind: 'nobody' };
      const password = randomBytes(12).toString('base64url');
      const user = await deps.users.register(
        { email: demoAdminEmail, firstName: 'Demo', lastName: 'Administrator', role: Role.superadmin },
        null,
      );
      await deps.credentials.setPassword(user._id, password);
      await writeFile(demoPasswordFile(config), `${password}\n`, { mode: 0o600 });
      return { kind: 'demo', email: user.email, password };
    } finally {
      await sql`select pg_advisory_unlock(hashtext('dealbook:first-admin'))`.execute(conn);
    }
  });
}
