import {
  Role,
  RoomRecordTypes,
  hasRole,
  parseRoom,
  type RoleName,
  type RoomRecordType,
  type SessionUser,
} from '@dealbook/contracts';
import { validate as isUuid } from 'uuid';

const isRoomRecordType = (type: string): type is RoomRecordType =>
  (RoomRecordTypes as readonly string[]).includes(type);

/** Record types whose rooms need more than staff: imports are the administrators' (spec §2.1). */
const roomRoles: Partial<Record<RoomRecordType, RoleName>> = { import: 'admin' };
const mayFollowType = (user: SessionUser, type: string) =>
  isRoomRecordType(type) && hasRole(user.role, roomRoles[type] ?? 'user');

/**
 * Whether the server ever pushes to this room, whoever asks: the list and record rooms of the
 * record types that have rooms (a record room's id a UUID, whether or not such a record exists),
 * and user and client rooms of a UUID. A subscribe refuses any other as an `unknown room`, apart from a room the user may not join.
 */
export function isKnownRoom(room: string): boolean {
  const parsed = parseRoom(room);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'list':
      return isRoomRecordType(parsed.type);
    case 'record':
      return isRoomRecordType(parsed.type) && isUuid(parsed.id);
    case 'user':
    case 'client':
      return isUuid(parsed.id);
  }
}

/**
 * Who may listen to which room: staff (user and above) follow lists and records (imports:
 * administrators), everybody their own user room; anything else is refused.
 * External callers may also follow the rooms of the projects they are assigned to
 * (`consoleProjectOf`), and client users the portal rooms of their own companies
 * (`client:<companyId>`); both need a lookup: see `sortRooms`.
 */
export function mayJoin(user: SessionUser, room: string): boolean {
  const parsed = parseRoom(room);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'list':
      return mayFollowType(user, parsed.type);
    case 'record':
      return mayFollowType(user, parsed.type) && isUuid(parsed.id);
    case 'user':
      return parsed.id === user._id;
    case 'client':
      return false;
  }
}

/**
 * The project of `record:project:<id>` when an external caller asks for it: the room their
 * console follows (purchase and communication changes of the project are pushed there).
 */
export function consoleProjectOf(user: SessionUser, room: string): string | undefined {
  if (user.role !== Role.external) return undefined;
  const parsed = parseRoom(room);
  return parsed?.kind === 'record' && parsed.type === 'project' && isUuid(parsed.id) ? parsed.id : undefined;
}

/** The company of `client:<id>` when a client user asks for it: their portal's room. */
export function clientCompanyOf(user: SessionUser, room: string): string | undefined {
  if (user.role !== Role.client) return undefined;
  const parsed = parseRoom(room);
  return parsed?.kind === 'client' && isUuid(parsed.id) ? parsed.id : undefined;
}

/**
 * The rooms of a subscription a user may join at once; the project rooms an external caller
 * asks for, which they may join only for projects assigned to them (a lookup: `assignedRooms`);
 * and the portal rooms a client asks for, only for the companies on their user record.
 */
export function sortRooms(
  user: SessionUser,
  rooms: readonly string[],
): { allowed: string[]; projectRooms: { room: string; projectId: string }[]; clientRooms: string[] } {
  const allowed: string[] = [];
  const projectRooms: { room: string; projectId: string }[] = [];
  const clientRooms: string[] = [];
  for (const room of rooms) {
    const projectId = consoleProjectOf(user, room);
    if (mayJoin(user, room)) allowed.push(room);
    else if (projectId !== undefined) projectRooms.push({ room, projectId });
    else if (clientCompanyOf(user, room) !== undefined) clientRooms.push(room);
  }
  return { allowed, projectRooms, clientRooms };
}

/** The project rooms whose project is among those assigned to the caller. */
export function assignedRooms(
  projectRooms: readonly { room: string; projectId: string }[],
  assigned: readonly string[],
): string[] {
  return projectRooms.filter(({ projectId }) => assigned.includes(projectId)).map(({ room }) => room);
}
