import { Role, type RoleName, type SessionUser } from '@dealbook/contracts';
import { newId } from '../../api/src/kernel/ids.js';

/** A signed-in person of the role, for a service that reads on someone's behalf (history, lists). */
export function sessionUserOf(role: RoleName): SessionUser {
  return {
    _id: newId(),
    email: `${role}@firm.example`,
    firstName: 'Ada',
    lastName: 'Tester',
    fullName: 'Ada Tester',
    role: Role[role],
  };
}
