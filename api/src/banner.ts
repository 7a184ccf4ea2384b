import { counted } from '@dealbook/contracts';
import { resolve } from 'node:path';
import type { DealbookApp } from './app.factory.js';
import type { AppConfig } from './kernel/config/app-config.js';

function describeServer(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL server ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'PostgreSQL server';
  }
}

/** What an operator needs after `npm start`: where to go, what runs, and how to sign in. */
export function startupBanner(config: AppConfig, started: DealbookApp, url: string): string {
  const { persistence, firstAdmin } = started;
  const lines = [
    '',
    `  ${config.brandName} is running at ${url}`,
    '',
    `  Database     ${
      persistence.databaseKind === 'embedded'
        ? `embedded PostgreSQL in ${resolve(config.dataDir)}`
        : describeServer(persistence.databaseUrl)
    }`,
    `  Event store  ${persistence.store.kind}`,
    `  Realtime     ${config.redisUrl ? 'socket.io over Redis streams' : 'socket.io, in-memory (one process)'}`,
    `  Web app      ${started.webServed ? 'served from web/dist' : 'not built (npm run build -w web); the API runs alone'}`,
  ];
  if (started.demoCompanies > 0)
    lines.push(`  Demo data    ${counted(started.demoCompanies, 'company', 'companies')} loaded`);
  switch (firstAdmin.kind) {
    case 'demo':
      lines.push(
        '',
        `  Demo sign-in (kept in ${config.dataDir}/demo-admin-password until the password is changed):`,
        `    e-mail    ${firstAdmin.email}`,
        `    password  ${firstAdmin.password}`,
      );
      break;
    case 'configured':
      lines.push('', `  First administrator ${firstAdmin.email} created from DEALBOOK_ADMIN_EMAIL.`);
      break;
    case 'nobody':
      lines.push(
        '',
        '  WARNING: there are no users, so nobody can sign in. Restart with DEALBOOK_ADMIN_EMAIL and',
        '  DEALBOOK_ADMIN_PASSWORD set to create the first administrator.',
      );
      break;
    case 'users-exist':
      break;
  }
  if (started.demoTeam) {
    const { password } = started.demoTeam;
    const same = firstAdmin.kind === 'demo' && firstAdmin.password === password;
    lines.push('', same ? '  Demo team, signing in with the same password:' : `  Demo team, password ${password}:`);
    for (const account of started.demoTeam.accounts) {
      lines.push(`    ${account.email.padEnd(26)}${account.role.padEnd(10)}${account.firstName} ${account.lastName}`);
    }
  }
  lines.push('', '  Ctrl-C stops the server and the database cleanly.', '');
  return lines.join('\n');
}
