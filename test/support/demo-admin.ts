import type { CommandBus } from '@nestjs/cqrs';
import { Role } from '@dealbook/contracts';
import { RegisterUserCommand } from '../../api/src/users/register-user.handler.js';

/** The staff user the demo seeds assign work to, registered through the users' own handler. */
export async function registerDemoAdmin(commands: CommandBus): Promise<string> {
  const adminId = '0193a000-0000-7000-8000-0000000000a1';
  await commands.execute(
    new RegisterUserCommand(
      {
        type: 'RegisterUser',
        userId: adminId,
        email: 'demo@dealbook.local',
        firstName: 'Demo',
        lastName: 'Admin',
        role: Role.superadmin,
      },
      { actorId: null, correlationId: adminId },
    ),
  );
  return adminId;
}
