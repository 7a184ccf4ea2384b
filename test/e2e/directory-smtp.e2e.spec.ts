import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, InvitationResult, User } from '@dealbook/contracts';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const invitation = (email: string) => ({
  invitedUserDisplayName: 'Grace Hopper',
  invitedUserEmailAddress: email,
  inviteRedirectUrl: 'https://dealbook.example/login',
  sendInvitationMessage: true,
});

describe('the built-in directory sending invitations over SMTP (SMTP_URL)', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // The directory reads its settings from the environment when the app starts.
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Dealbook <invites@dealbook.example>' };
    Object.assign(process.env, env);
    try {
      app = await startTestApp();
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
    admin = (await app.signIn('admin')).token;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const invite = (email: string) =>
    fetch(`${app.baseUrl}/api/directory/invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(invitation(email)),
    });

  it('delivers the one-time sign-up link to the mail server, and there is no outbox', async () => {
    const response = await invite('grace@example.com');
    expect(response.status).toBe(201);
    const { inviteRedeemUrl } = (await response.json()) as InvitationResult;

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'invites@dealbook.example', to: ['grace@example.com'] });
    expect(mail!.raw).toMatch(/^Subject: You are invited to Dealbook/m);
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain(inviteRedeemUrl);

    const outbox = await fetch(`${app.baseUrl}/api/directory/outbox`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(outbox.status).toBe(404);
  });

  it('answers 502 with the link to pass on when the mail server refuses, and the invitation stands', async () => {
    smtp.refuseRecipients();
    const response = await invite('refused@example.com');
    expect(response.status).toBe(502);
    const error = (await response.json()) as ErrorBody;
    expect(error.message).toContain('could not be sent');
    const link = /(https:\/\/dealbook\.example\/signup\/[A-Za-z0-9_-]{43})/.exec(error.message)?.[1];
    expect(link).toBeDefined();

    const lookup = await fetch(`${app.baseUrl}/api/users/emails/refused@example.com`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const [pending] = (await lookup.json()) as User[];
    expect(pending).toMatchObject({ email: 'refused@example.com', status: 'invited' });
  });
});
