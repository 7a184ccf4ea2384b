import { Role, type RoleName, type UserCommandActor } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CredentialsService } from '../platform/auth/credentials.service.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';
import { registerUser } from '../platform/accounts/register-user.js';
import { updateUser } from '../platform/accounts/update-user.js';
import { userDecider } from '../platform/accounts/user.decider.js';
import { newId } from '../kernel/ids.js';
import { demoTime } from './demo-time.js';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
}

/** What the demo manager expects of each caller: the dashboards show progress against it. */
const demoTargets = {
  user: { callsPerDay: 5, ndasPerMonth: 4 },
  external: { callsPerDay: 8, ndasPerMonth: 3 },
} as const;

/** The firm's demo team: who a new install shows working, each signing in with the demo password. */
export const DemoTeam: readonly DemoAccount[] = [
  { email: 'manager@dealbook.local', firstName: 'Helen', lastName: 'Marsh', role: 'manager' },
  { email: 'oliver@dealbook.local', firstName: 'Oliver', lastName: 'Grant', role: 'user' },
  { email: 'priya@dealbook.local', firstName: 'Priya', lastName: 'Shah', role: 'user' },
  { email: 'tom@dealbook.local', firstName: 'Tom', lastName: 'Fletcher', role: 'user' },
  { email: 'grace@dealbook.local', firstName: 'Grace', lastName: 'Okafor', role: 'user' },
  { email: 'caller1@dealbook.local', firstName: 'Sam', lastName: 'Reid', role: 'external' },
  { email: 'caller2@dealbook.local', firstName: 'Jess', lastName: 'Lowe', role: 'external' },
  { email: 'client@dealbook.local', firstName: 'Mark', lastName: 'Bennett', role: 'client' },
];

/** Who sets the access fields of the demo team: the first superadministrator, else the system. */
async function seedingActor(db: Kysely<ReadModelDatabase>): Promise<UserCommandActor & { actorId: string | null }> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', Role.superadmin)
    .where('deleted', '=', false)
    .orderBy('created_at')
    .executeTakeFirst();
  return { userId: admin?.id ?? '', role: Role.superadmin, actorId: admin?.id ?? null };
}

/**
 * Registers the demo team through the users' own commands, active and with the demo password;
 * staff are team members so /team lists them; callers get targets. The client user is linked to a client company
 * once the deals exist (linkDemoClientUser).
 */
export async function seedDemoTeam(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  credentials: Pick<CredentialsService, 'setPassword'>,
  password: string,
  now = Date.now(),
): Promise<readonly DemoAccount[]> {
  const actor = await seedingActor(db);
  const time = demoTime(now);
  for (const [i, account] of DemoTeam.entries()) {
    const userId = newId();
    const { email, firstName, lastName } = account;
    const role = Role[account.role];
    // The team joined a year ago, one after another (the demo lists them in that order).
    const joined = time.dayStart(364) + (9 * 60 + i * 7) * 60_000;
    await registerUser(
      { db, commands },
      { type: 'RegisterUser', userId, email, firstName, lastName, role },
      time.by(actor.actorId, joined),
    );
    if (role >= Role.user) {
      await updateUser(
        { db, commands },
        { userId, actor, changes: { isTeamMember: true }, lists: {} },
        time.by(actor.actorId, joined + 60_000),
      );
    }
    if (account.role === 'user' || account.role === 'external') {
      // Reviewed at the start of this quarter: the targets the current periods are measured against.
      await commands.execute(userDecider, {
        command: { type: 'SetUserTargets', userId, actor, targets: demoTargets[account.role] },
        metadata: time.by(actor.actorId, quarterStart(now) + 9 * 3_600_000 + i * 60_000),
      });
    }
    await credentials.setPassword(userId, password);
  }
  return DemoTeam;
}

/** The first day of the quarter `now` is in (UTC). */
function quarterStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) * 3, 1);
}

/** Gives the demo client user their company: the client of the first demo deal, by name. */
export async function linkDemoClientUser(
  commands: Commands,
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<void> {
  const client = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DemoTeam.find((account) => account.role === 'client')!.email)
    .executeTakeFirst();
  const deal = await db
    .selectFrom('projects')
    .select(['client_id', 'created_at'])
    .where('is_deal', '=', true)
    .orderBy('project_name')
    .executeTakeFirst();
  if (!client || !deal) return;
  const actor = await seedingActor(db);
  await updateUser(
    { db, commands },
    { userId: client.id, actor, changes: {}, lists: { companies: [deal.client_id] } },
    // Given their company's sale once it was introduced.
    demoTime(now).by(actor.actorId, deal.created_at.getTime() + 60 * 60_000),
  );
}

/**
 * The demo accounts that still sign in with the demo password, for the banner of a later start:
 * one whose password was changed, or who was deactivated, is no longer shown.
 */
export async function rememberedDemoTeam(
  credentials: Pick<CredentialsService, 'check'>,
  password: string,
): Promise<DemoAccount[]> {
  const signsIn = await Promise.all(DemoTeam.map((account) => credentials.check(account.email, password)));
  return DemoTeam.filter((_, i) => signsIn[i] !== undefined);
}
