import { expect } from '@playwright/test';
import { test } from './support.js';
import { admin } from './playwright.config.js';

test('an invited guest opens the link from the e-mail, chooses a password and signs in with it', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post('/api/login', { data: admin });
  const { userToken } = (await login.json()) as { userToken: string };
  const headers = { authorization: `Bearer ${userToken}` };
  const email = `guest-${Date.now()}@example.com`;
  const invite = await request.post('/api/directory/invitations', {
    headers,
    data: {
      invitedUserDisplayName: 'Grace Guest',
      invitedUserEmailAddress: email,
      inviteRedirectUrl: `${baseURL}/`,
      sendInvitationMessage: true,
    },
  });
  expect(invite.status()).toBe(201);
  // Without SMTP_URL the built-in directory's e-mails go to the outbox the Guests screen shows.
  const outbox = (await (await request.get('/api/directory/outbox', { headers })).json()) as {
    to: string;
    text: string;
  }[];
  const mail = outbox.find((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/signup\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the invitation e-mail carries a sign-up link').toBeTruthy();

  await page.goto(link!);
  // The guest has no credentials yet: the page invites them to choose a password, not to sign in.
  await expect(page.getByText('You are invited to Dealbook: choose a password for your account')).toBeVisible();
  await expect(page.getByText('Please sign in using your Dealbook credentials')).toHaveCount(0);
  await page.getByLabel('New password').fill('guest password 2026');
  await page.getByLabel('Repeat the password').fill('guest password 2026');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('guest password 2026');
  await page.getByLabel('Password').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  // The link is single use.
  await page.goto(link!);
  await page.getByLabel('New password').fill('another password 2026');
  await page.getByLabel('Repeat the password').fill('another password 2026');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('This sign-up link is unknown, already used or expired')).toBeVisible();
});
