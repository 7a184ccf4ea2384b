import { Role } from '@dealbook/contracts';
import type { Persistence } from '../../api/src/infra/persistence.js';
import type { Commands } from '../../api/src/kernel/event-sourcing/commands.js';
import { registerUser } from '../../api/src/platform/accounts/register-user.js';

/** The staff user the demo seeds assign work to, registered as the users' routes register one. */
export async function registerDemoAdmin(commands: Commands, db: Persistence['db']): Promise<string> {
  const adminId = '0193a000-0000-7000-8000-0000000000a1';
  await registerUser(
    { db, commands },
    {
      type: 'RegisterUser',
      userId: adminId,
      email: 'demo@dealbook.local',
      firstName: 'Demo',
      lastName: 'Admin',
      role: Role.superadmin,
    },
    { actorId: null, correlationId: adminId },
  );
  return adminId;
}
