import { expect, type Browser, type Page } from '@playwright/test';
import { admin } from './playwright.config.js';
import { api, signedInPage, test } from './support.js';

async function signIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed out, the authenticated guard sends a deep link to /logged-out (spec §6) and the
  // sign-in that follows returns to it (the recorded return address, spec §4.1).
  await page.goto('/companies');
  await expect(page).toHaveURL(/\/logged-out$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/companies$/);
  return page;
}

const companiesTable = (page: Page) => page.getByRole('region', { name: 'Companies' });

test('a wrong password is refused with a toast and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await page.goto('/companies');
  await expect(page).toHaveURL(/\/logged-out$/);
});

test('a company created and edited in one browser appears live in another, and a stale save gets the conflict dialog', async ({
  browser,
}) => {
  const name = `Playwright Ventures ${Date.now()}`;
  const watcher = await signIn(browser);
  const editor = await signIn(browser);

  await watcher.getByLabel('Search companies').fill('Playwright Ventures');
  await expect(companiesTable(watcher).getByText(name)).toHaveCount(0);

  await editor.getByRole('button', { name: 'New company' }).click();
  // The form checks the server's own rules first, in the words of its labels, and sends nothing.
  await editor.getByLabel('Revenue (£)').fill('lots');
  await editor.getByRole('button', { name: 'Create company' }).click();
  await expect(editor.getByText('Company name is required')).toBeVisible();
  await expect(editor.getByText('Revenue must be a number, e.g. 1250000')).toBeVisible();
  await expect(editor.getByLabel('Company name')).toBeFocused();
  await expect(editor).toHaveURL(/\/companies\/new$/);
  await editor.getByLabel('Company name').fill(name);
  await expect(editor.getByText('Company name is required')).toHaveCount(0);
  await editor.getByLabel('Domain').fill('playwright-ventures.example.com');
  await editor.getByLabel('Revenue (£)').fill('1250000');
  await editor.getByRole('button', { name: 'Create company' }).click();
  await expect(editor.getByText('Company created')).toBeVisible();
  await expect(editor.getByRole('heading', { name })).toBeVisible();

  // No reload in the watcher: the socket push invalidates its list query.
  await expect(companiesTable(watcher).getByText(name)).toBeVisible({ timeout: 5_000 });

  await editor.getByRole('button', { name: 'Edit' }).click();
  await editor.getByLabel('Company name').fill(`${name} Renamed`);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Company saved')).toBeVisible();
  await expect(companiesTable(watcher).getByText(`${name} Renamed`)).toBeVisible({ timeout: 5_000 });

  // The watcher opens the same company for editing; the editor saves first.
  await companiesTable(watcher).getByText(`${name} Renamed`).click();
  await expect(watcher.getByRole('heading', { name: `${name} Renamed` })).toBeVisible();
  await watcher.getByRole('button', { name: 'Edit' }).click();
  await watcher.getByLabel('Telephone').fill('0113 496 0000');

  await editor.getByRole('button', { name: 'Edit' }).click();
  await editor.getByLabel('Telephone').fill('020 7946 0000');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  // The rename's toast may still be showing; the conflict below proves this save landed.
  await expect(editor.getByText('Company saved').last()).toBeVisible();

  await watcher.getByRole('button', { name: 'Save changes' }).click();
  const conflict = watcher.getByRole('dialog');
  await expect(conflict.getByText('This record was changed by someone else')).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  // Their saved value replaces the unsaved one; nothing was overwritten on the server.
  await expect(watcher.getByLabel('Telephone')).toHaveValue('020 7946 0000');
});

test('Next reads the following page of companies by the cursor the page before answered, not by offset', async ({
  browser,
}) => {
  const page = await signIn(browser);
  await expect(page.getByText(/^Showing 1–50 of/)).toBeVisible();
  const secondPage = page.waitForResponse((r) => r.url().includes('/api/companies/search?'));
  await page.getByRole('button', { name: 'Next' }).click();
  const response = await secondPage;
  const query = new URL(response.url()).searchParams;
  expect(query.get('after')).toBeTruthy();
  expect(query.has('offset')).toBe(false);
  const rows = (await response.json()) as { companyName: string }[];
  expect(rows).toHaveLength(50);
  await expect(page.getByText(/^Showing 51–100 of/)).toBeVisible();
  await expect(companiesTable(page).getByText(rows[0]!.companyName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Showing 1–50 of/)).toBeVisible();
});

test('a note added to a company shows at once and empties its box; its author edits it in place', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const company = await (
    await api(page)
  ).post<{ _id: string }>('/api/company', {
    companyName: `Notes Ltd ${Date.now()}`,
  });
  await page.goto(`/companies/${company._id}`);
  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  const box = notes.getByLabel('Add note');
  await expect(notes.getByRole('button', { name: 'Add note' })).toBeDisabled();
  await box.fill('Called the FD; wants the IM by Friday');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(notes.getByText('Called the FD; wants the IM by Friday')).toBeVisible();
  await expect(box).toHaveValue('');

  await notes.getByRole('button', { name: 'Edit' }).click();
  await notes.getByLabel('Save note').fill('Called the FD; IM sent');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(notes.getByText('Called the FD; IM sent')).toBeVisible();
  await expect(notes.getByLabel('Save note')).toHaveCount(0);
});

test('the new company form: Enter picks a relationship type, Escape closes the list, an unknown type holds the form', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const name = `Picker Types ${Date.now()}`;
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/company') created.push(request.url());
  });
  await page.goto('/companies/new');
  await page.getByLabel('Company name').fill(name);
  const types = page.getByLabel('Relationship types');
  await types.fill('Lawy');
  await expect(page.getByRole('option', { name: 'Lawyer' })).toBeVisible();
  await types.press('Enter');
  await expect(page.locator('.bp6-tag', { hasText: 'Lawyer' })).toBeVisible();
  await types.fill('Acc');
  await expect(page.getByRole('listbox')).toBeVisible();
  await types.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(created).toEqual([]);

  await types.fill('Zebra keeper');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText("'Zebra keeper' matches no option — pick one or clear it")).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/new$/);
  expect(created).toEqual([]);
  await types.fill('');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company created')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Lawyer').first()).toBeVisible();
});

test('a create whose answer the proxy lost is sent again with its key: no error, one company', async ({ browser }) => {
  const name = `Failover Holdings ${Date.now()}`;
  const keys: (string | undefined)[] = [];
  const page = await signedInPage(browser, {
    landing: /\/dashboard$/,
    prepare: async (page) => {
      await page.route('**/api/company', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        keys.push(route.request().headers()['idempotency-key']);
        if (keys.length > 1) return route.continue();
        // The server runs the create; its answer is lost on the way back, as when an instance dies.
        await route.fetch();
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
      });
    },
  });
  await page.goto('/companies/new');
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company created')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/Bad Gateway|502/)).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const found = await (await api(page)).get<unknown[]>(`/api/companies/find/${encodeURIComponent(name)}`);
  expect(found).toHaveLength(1);
});
