import { hasRole, parseRoom, type SessionUser } from '@dealbook/contracts';
import { validate as isUuid } from 'uuid';

const recordType = /^[a-z][a-z-]*$/;

/**
 * Who may listen to which room: staff (user and above) follow lists and records, everybody
 * their own user room. Team rooms wait for teams (a later issue); anything else is refused.
 */
export function mayJoin(user: SessionUser, room: string): boolean {
  const parsed = parseRoom(room);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'list':
      return hasRole(user.role, 'user') && recordType.test(parsed.type);
    case 'record':
      return hasRole(user.role, 'user') && recordType.test(parsed.type) && isUuid(parsed.id);
    case 'user':
      return parsed.id === user._id;
    case 'team':
      return false;
  }
}
