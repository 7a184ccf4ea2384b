import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Role, RoomRecordTypes, userStreamType, type SessionUser } from '@dealbook/contracts';
import { assignedRooms, consoleProjectOf, isKnownRoom, mayJoin, sortRooms } from './room-access.js';

const person = (role: number): SessionUser => ({
  _id: '0193a000-0000-7000-8000-000000000001',
  email: 'p@example.com',
  firstName: 'P',
  lastName: 'Q',
  fullName: 'P Q',
  role,
});
const assigned = '0193a000-0000-7000-8000-0000000000d1';
const other = '0193a000-0000-7000-8000-0000000000d2';
const projectRoom = (id: string) => `record:project:${id}`;

describe('import rooms', () => {
  it('are the administrators’: staff below admin, callers and clients are refused', () => {
    const rooms = ['list:import', `record:import:${assigned}`];
    for (const role of [Role.admin, Role.superadmin]) {
      expect(rooms.map((room) => mayJoin(person(role), room))).toEqual([true, true]);
    }
    for (const role of [Role.client, Role.external, Role.user, Role.manager]) {
      expect(rooms.map((room) => mayJoin(person(role), room))).toEqual([false, false]);
    }
    // Other record types stay open to all staff.
    expect(mayJoin(person(Role.user), 'list:company')).toBe(true);
  });
});

describe('sortRooms and assignedRooms', () => {
  it("lets an external caller follow the rooms of their assigned projects, and no other project's", () => {
    const caller = person(Role.external);
    const rooms = [projectRoom(assigned), projectRoom(other), `user:${caller._id}`, 'list:purchase'];
    const { allowed, projectRooms } = sortRooms(caller, rooms);
    expect(allowed).toEqual([`user:${caller._id}`]);
    expect(projectRooms).toEqual([
      { room: projectRoom(assigned), projectId: assigned },
      { room: projectRoom(other), projectId: other },
    ]);
    expect(assignedRooms(projectRooms, [assigned])).toEqual([projectRoom(assigned)]);
  });

  it('needs no lookup for staff, whose project rooms are allowed outright', () => {
    expect(sortRooms(person(Role.user), [projectRoom(other)])).toEqual({
      allowed: [projectRoom(other)],
      projectRooms: [],
      clientRooms: [],
    });
  });

  it('keeps the other record rooms from external callers and project rooms from clients', () => {
    expect(sortRooms(person(Role.external), [`record:purchase:${assigned}`])).toEqual({
      allowed: [],
      projectRooms: [],
      clientRooms: [],
    });
    expect(sortRooms(person(Role.client), [projectRoom(assigned)])).toEqual({
      allowed: [],
      projectRooms: [],
      clientRooms: [],
    });
  });

  it("sets a client's portal rooms aside for the lookup of their companies, and nobody else's", () => {
    const room = `client:${assigned}`;
    expect(sortRooms(person(Role.client), [room, 'client:not-an-id']).clientRooms).toEqual([room]);
    for (const role of [Role.external, Role.user, Role.superadmin]) {
      expect(sortRooms(person(role), [room])).toEqual({ allowed: [], projectRooms: [], clientRooms: [] });
    }
  });
});

describe('consoleProjectOf', () => {
  it("reads the project of an external caller's project room, and nothing else", () => {
    expect(consoleProjectOf(person(Role.external), projectRoom(assigned))).toBe(assigned);
    expect(consoleProjectOf(person(Role.external), 'record:project:123')).toBeUndefined();
    expect(consoleProjectOf(person(Role.manager), projectRoom(assigned))).toBeUndefined();
  });
});

describe('isKnownRoom', () => {
  it('knows the list and record rooms of the record types, and user and client rooms of an id', () => {
    for (const room of [
      'list:company',
      'list:schedule',
      `record:import:${assigned}`,
      `user:${other}`,
      `client:${other}`,
    ]) {
      expect(isKnownRoom(room), room).toBe(true);
    }
  });

  it('knows no guessed or malformed room: a plural, another type, an id that is not one, a team, garbage', () => {
    for (const room of [
      'list:companies',
      'list:widget',
      `record:widget:${assigned}`,
      'record:company:42',
      'user:me',
      `team:${assigned}`,
      'list:company:extra',
      'anything',
      '',
    ]) {
      expect(isKnownRoom(room), room).toBe(false);
    }
  });

  it('has rooms for every type of event stream the API writes, so no push goes to an unknown room', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const sources = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.includes('.spec.'))
      .map((file) => readFileSync(join(root, file), 'utf8'));
    const types = new Set([userStreamType]);
    for (const source of sources) for (const [, type] of source.matchAll(/streamId\('([a-z-]+)'/g)) types.add(type!);
    expect(types.size).toBeGreaterThanOrEqual(12);
    expect([...types].sort()).toEqual([...RoomRecordTypes].sort());
  });
});
