import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DirectoryUser,
  type ErrorBody,
  type HistoryEntry,
  type InvitationResult,
  type OutboxMail,
  type User,
} from '@dealbook/contracts';
import { GraphDirectory } from '../../api/src/integrations/directory/graph-directory.js';
import { startGraphTestServer, type GraphTestServer } from '../support/graph-test-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const invitation = (email: string, sendInvitationMessage = true) => ({
  invitedUserDisplayName: 'Ada King Lovelace',
  invitedUserEmailAddress: email,
  inviteRedirectUrl: 'https://dealbook.example/login',
  sendInvitationMessage,
});

describe('the built-in directory (no Graph settings)', () => {
  let app: TestApp;
  const signUp = (token: string, password: unknown) =>
    fetch(`${app.baseUrl}/api/signup/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('invites a pending user, mails a one-time sign-up link to the outbox, and the link activates them', async () => {
    const invited = await app.as('admin').post('/api/directory/invitations', invitation('Ada@Example.com'));
    expect(invited.status).toBe(201);
    const { id, inviteRedeemUrl } = invited.json as InvitationResult;
    const pending = (await app.as('admin').get(`/api/user/${id}`)).json as User;
    expect(pending).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      status: 'invited',
      isActive: false,
    });
    const guests = (await app.as('admin').get('/api/directory/guests')).json as { value: DirectoryUser[] };
    expect(guests.value).toContainEqual({
      id,
      displayName: 'Ada King Lovelace',
      mail: 'ada@example.com',
      userPrincipalName: 'ada@example.com',
    });

    const outbox = (await app.as('admin').get('/api/directory/outbox')).json as OutboxMail[];
    expect(outbox[0]).toMatchObject({ to: 'ada@example.com', subject: 'You are invited to Dealbook' });
    const link = /https:\/\/dealbook\.example\/signup\/([A-Za-z0-9_-]{43})/.exec(outbox[0]!.text);
    expect(link?.[0]).toBe(inviteRedeemUrl);
    const token = link![1]!;

    const short = await signUp(token, 'short');
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorBody).message).toContain('password must be at least 8 characters');
    expect((await signUp(token, 'a long enough password')).status).toBe(204);
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'a long enough password' }),
    });
    expect(login.status).toBe(200);

    const reused = await signUp(token, 'another long password');
    expect(reused.status).toBe(404);
    expect(((await reused.json()) as ErrorBody).message).toBe(
      'This sign-up link is unknown, already used or expired. Ask an admin for a new invitation.',
    );
    const active = (await app.as('admin').get(`/api/user/${id}`)).json as User;
    expect(active).toMatchObject({ status: 'active', isActive: true });
    const history = (await app.as('admin').get(`/api/history/user/${id}`)).json as HistoryEntry[];
    expect(history.map((e) => e.type)).toEqual(['UserInvited', 'UserActivationChanged']);
    expect(history[0]!.data).toMatchObject({ invitedBy: app.users.admin._id });
    const after = (await app.as('admin').get('/api/directory/guests')).json as { value: DirectoryUser[] };
    expect(after.value.map((g) => g.id)).not.toContain(id);
  });

  it('sends no mail when asked not to, but still answers the link', async () => {
    const before = ((await app.as('admin').get('/api/directory/outbox')).json as OutboxMail[]).length;
    const r = await app.as('admin').post('/api/directory/invitations', invitation('quiet@example.com', false));
    expect((r.json as InvitationResult).inviteRedeemUrl).toMatch(/^https:\/\/dealbook\.example\/signup\//);
    expect((await app.as('admin').get('/api/directory/outbox')).json as OutboxMail[]).toHaveLength(before);
  });

  it('refuses a bad invitation with 400, a known address with 409, and anyone below admin with 403', async () => {
    const bad = await app.as('admin').post('/api/directory/invitations', {
      ...invitation('x@example.com'),
      inviteRedirectUrl: 'not a url',
    });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorBody).message).toContain('inviteRedirectUrl must be a URL');
    const taken = await app.as('admin').post('/api/directory/invitations', invitation('user@test.dealbook.local'));
    expect(taken.status).toBe(409);
    expect((await app.as('manager').get('/api/directory/guests')).status).toBe(403);
    expect((await app.as('manager').get('/api/directory/outbox')).status).toBe(403);
  });

  it('rejects unknown or malformed sign-up tokens without touching anyone', async () => {
    expect((await signUp('A'.repeat(43), 'a long enough password')).status).toBe(404);
    expect((await signUp('short-token', 'a long enough password')).status).toBe(400);
  });

  it('deletes a directory user through the user aggregate', async () => {
    const { id } = (await app.as('admin').post('/api/directory/invitations', invitation('gone@example.com', false)))
      .json as InvitationResult;
    expect((await app.as('admin').delete(`/api/directory/users/${id}`)).status).toBe(204);
    expect((await app.as('admin').get(`/api/user/${id}`)).status).toBe(404);
    expect((await app.as('admin').delete(`/api/directory/users/${uuidv7()}`)).status).toBe(404);
  });
});

describe('the Microsoft Graph directory', () => {
  let graph: GraphTestServer;
  let app: TestApp;
  const graphEnv = () => ({
    GRAPH_TENANT_ID: graph.tenantId,
    GRAPH_CLIENT_ID: graph.clientId,
    GRAPH_CLIENT_SECRET: graph.clientSecret,
    GRAPH_BASE_URL: graph.baseUrl,
    GRAPH_TOKEN_URL: graph.tokenUrl,
  });

  beforeAll(async () => {
    graph = await startGraphTestServer();
    // The directory reads its settings from the environment when the app starts.
    const env = graphEnv();
    Object.assign(process.env, env);
    try {
      app = await startTestApp();
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
  });

  it('sends the §3.1 invitation payload with a client-credentials token and answers the invited user', async () => {
    const r = await app.as('admin').post('/api/directory/invitations', invitation('partner@example.org'));
    expect(r.status).toBe(201);
    const sent = graph.requests.filter((q) => q.url === '/v1.0/invitations');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      invitedUserDisplayName: 'Ada King Lovelace',
      invitedUserEmailAddress: 'partner@example.org',
      inviteRedirectUrl: 'https://dealbook.example/login',
      sendInvitationMessage: true,
    });
    const guest = graph.users.find((u) => u.mail === 'partner@example.org')!;
    expect(r.json as InvitationResult).toEqual({
      id: guest.id,
      inviteRedeemUrl: `https://login.microsoftonline.com/redeem?rd=${guest.id}`,
    });
  });

  it("lists guests from the beta endpoint with exactly the filter UserType eq 'Guest', reading value", async () => {
    const r = await app.as('admin').get('/api/directory/guests');
    expect(r.status).toBe(200);
    const guests = (r.json as { value: DirectoryUser[] }).value;
    expect(guests.map((g) => g.mail).sort()).toEqual(['gus@partner.example', 'partner@example.org']);
    const query = graph.requests.find((q) => q.url.startsWith('/beta/users'))!;
    // As on the wire: fetch's URL parser escapes the quotes of the query as %27.
    expect(query.url).toBe('/beta/users?$filter=UserType%20eq%20%27Guest%27');
    expect(new URL(query.url, graph.baseUrl).searchParams.get('$filter')).toBe("UserType eq 'Guest'");
  });

  it('deletes a directory user by id; 404 for one Graph does not know', async () => {
    const gus = graph.users.find((u) => u.displayName === 'Gus Guest')!;
    expect((await app.as('admin').delete(`/api/directory/users/${gus.id}`)).status).toBe(204);
    expect(graph.users).not.toContainEqual(gus);
    expect((await app.as('admin').delete(`/api/directory/users/${gus.id}`)).status).toBe(404);
  });

  it('has no outbox: Graph sends its own invitation e-mails', async () => {
    expect((await app.as('admin').get('/api/directory/outbox')).status).toBe(404);
  });

  it('lists users and finds one by e-mail through the adapter', async () => {
    const adapter = new GraphDirectory({ ...graphEnvSettings() });
    expect((await adapter.listUsers()).map((u) => u.mail)).toContain('mia@tenant.example');
    expect(await adapter.me('mia@tenant.example')).toMatchObject({ displayName: 'Mia Member' });
    expect(await adapter.me('nobody@tenant.example')).toBeUndefined();
  });

  it("fails with 502 'Could not get an access token' when the token endpoint refuses", async () => {
    graph.refuseTokens(true);
    try {
      const r = await app.as('admin').get('/api/directory/guests');
      expect(r.status).toBe(502);
      expect((r.json as ErrorBody).message).toBe('Could not get an access token');
    } finally {
      graph.refuseTokens(false);
    }
    expect((await app.as('admin').get('/api/directory/guests')).status).toBe(200);
  });

  function graphEnvSettings() {
    return {
      tenantId: graph.tenantId,
      clientId: graph.clientId,
      clientSecret: graph.clientSecret,
      baseUrl: graph.baseUrl,
      tokenUrl: graph.tokenUrl,
    };
  }
});
