import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ErrorBody, type TeamMember, type User } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // The user and the manager join the team.
  for (const role of ['user', 'manager'] as const) {
    const r = await app.as('admin').put(`/api/user/${app.users[role]._id}`, { isTeamMember: true });
    expect(r.status).toBe(200);
  }
});
afterAll(async () => {
  await app?.close();
});

describe('team members', () => {
  it('lists the team members to staff, with their lists, and refuses clients', async () => {
    const r = await app.as('user').get('/api/teammembers');
    expect(r.status).toBe(200);
    const members = r.json as TeamMember[];
    expect(members.map((m) => m._id).sort()).toEqual([app.users.manager._id, app.users.user._id].sort());
    expect(Object.keys(members[0]!).sort()).toEqual(
      [
        '_id',
        'firstName',
        'lastName',
        'fullName',
        'email',
        'photoUrl',
        'role',
        'companies',
        'communications',
        'tasks',
        'projects',
      ].sort(),
    );
    expect((await app.as('client').get('/api/teammembers')).status).toBe(403);
  });

  it('reads one team member; 404 for a user who is not on the team', async () => {
    const one = await app.as('user').get(`/api/teammembers/${app.users.manager._id}`);
    expect((one.json as TeamMember).email).toBe('manager@test.dealbook.local');
    const notMember = await app.as('user').get(`/api/teammembers/${app.users.admin._id}`);
    expect(notMember.status).toBe(404);
    expect((notMember.json as ErrorBody).message).toBe(`Team member ${app.users.admin._id} was not found`);
  });

  it('lists external users to managers and above only', async () => {
    const r = await app.as('manager').get('/api/externalUsers');
    expect((r.json as User[]).map((u) => u.role)).toEqual([Role.external]);
    expect((await app.as('user').get('/api/externalUsers')).status).toBe(403);
  });
});

describe('adding and removing ids of a team member', () => {
  it('lets members change their own tasks and communications, managers anyone’s lists; others get 403', async () => {
    const company = uuidv7();
    // companies and projects grant access (a client reads the companies of their record): only a
    // manager or above changes them, even on their own record.
    const own = await app.as('user').post(`/api/teammembers/${app.users.user._id}/companies/${company}`);
    expect(own.status).toBe(403);
    const added = await app.as('manager').post(`/api/teammembers/${app.users.user._id}/companies/${company}`);
    expect(added.status).toBe(201);
    expect((added.json as TeamMember).companies).toEqual([company]);
    // Adding again changes nothing.
    await app.as('manager').post(`/api/teammembers/${app.users.user._id}/companies/${company}`);
    const task = uuidv7();
    expect((await app.as('user').post(`/api/teammembers/${app.users.user._id}/tasks/${task}`)).status).toBe(201);
    await app.as('manager').post(`/api/teammembers/${app.users.user._id}/tasks/${task}`);
    const member = (await app.as('user').get(`/api/teammembers/${app.users.user._id}`)).json as TeamMember;
    expect(member).toMatchObject({ companies: [company], tasks: [task] });

    const removed = await app.as('manager').delete(`/api/teammembers/${app.users.user._id}/companies/${company}`);
    expect((removed.json as TeamMember).companies).toEqual([]);

    const other = await app.as('user').post(`/api/teammembers/${app.users.manager._id}/tasks/${task}`);
    expect(other.status).toBe(403);
    expect((other.json as ErrorBody).message).toBe(
      'You can only change your own team lists unless you are a manager or above',
    );
  });

  it('replaces a whole list through PUT /api/user/{id}, as the spec does', async () => {
    const projects = [uuidv7(), uuidv7()];
    const r = await app.as('manager').put(`/api/user/${app.users.manager._id}`, { projects });
    expect(r.status).toBe(200);
    const member = (await app.as('user').get(`/api/teammembers/${app.users.manager._id}`)).json as TeamMember;
    expect(member.projects).toEqual(projects);
  });

  it('answers 400 for an unknown list or a bad id, 404 for an unknown user', async () => {
    const list = await app.as('manager').post(`/api/teammembers/${app.users.user._id}/friends/${uuidv7()}`);
    expect(list.status).toBe(400);
    expect((list.json as ErrorBody).message).toContain(
      'list must be one of companies, communications, tasks, projects',
    );
    expect((await app.as('manager').post(`/api/teammembers/${app.users.user._id}/tasks/x`)).status).toBe(400);
    expect((await app.as('manager').post(`/api/teammembers/${uuidv7()}/tasks/${uuidv7()}`)).status).toBe(404);
  });
});
