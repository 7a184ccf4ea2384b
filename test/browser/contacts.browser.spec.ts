import { expect } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

test('a contact created and linked to a company in one browser appears live in the company’s Employees tab in another', async ({
  browser,
}) => {
  const stamp = Date.now();
  const companyName = `Employers Ltd ${stamp}`;
  const editor = await signedInPage(browser);
  const watcher = await signedInPage(browser);

  // The company, created through the screens.
  await editor.goto('/companies/new');
  await editor.getByLabel('Company name').fill(companyName);
  await editor.getByRole('button', { name: 'Create company' }).click();
  await expect(editor.getByRole('heading', { name: companyName })).toBeVisible();
  const companyUrl = editor.url();

  // The watcher keeps the company's Employees tab open.
  await watcher.goto(companyUrl);
  await watcher.getByRole('tab', { name: 'Employees' }).click();
  await expect(watcher.getByText('No employees yet')).toBeVisible();

  // The editor creates a person from the People list…
  await editor.goto('/contacts');
  await editor.getByRole('button', { name: 'New contact' }).click();
  // A required field left empty: its label-worded message beside it, the focus on it, nothing sent.
  const posts: string[] = [];
  editor.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.url());
  });
  await editor.getByLabel('Last name').fill(`Playwright${stamp}`);
  await editor.getByRole('button', { name: 'Create contact' }).click();
  const firstName = editor.locator('.bp6-form-group', { has: editor.locator('#contact-firstName') });
  await expect(firstName.getByText('First name is required', { exact: true })).toBeVisible();
  await expect(editor.locator('#contact-firstName')).toBeFocused();
  await expect(editor.locator('#contact-firstName')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('Last name is required')).toHaveCount(0);
  expect(posts).toEqual([]);
  await expect(editor).toHaveURL(/\/contacts\/new/);
  await editor.getByLabel('First name').fill('Imogen');
  await editor.getByLabel('Last name').fill(`Playwright${stamp}`);
  await editor.getByLabel('Email').fill('not-an-address');
  await editor.getByRole('button', { name: 'Create contact' }).click();
  await expect(editor.getByText('Email must be an e-mail address such as name@example.com')).toBeVisible();
  await editor.getByLabel('Email').fill('imogen@employers.example.com');
  await editor.getByRole('button', { name: 'Create contact' }).click();
  await expect(editor.getByText('Contact created')).toBeVisible();
  const fullName = `Imogen Playwright${stamp}`;
  await expect(editor.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(editor.getByText(/^CON-\d{6}$/)).toBeVisible();

  // …and links it to the company from its Companies tab.
  await editor.getByRole('tab', { name: /Companies/ }).click();
  await editor.getByLabel('Add a company').fill(companyName);
  await editor.getByRole('option', { name: new RegExp(companyName) }).click();
  await expect(editor.getByText('Company added')).toBeVisible();
  await expect(editor.getByRole('tab', { name: 'Companies (1)' })).toBeVisible();

  // No reload in the watcher: the socket push on list:contact refreshes the employees.
  const employees = watcher.getByRole('table', { name: 'Employees of the company' });
  await expect(employees.getByRole('link', { name: fullName })).toBeVisible({ timeout: 5_000 });
  await expect(employees.getByText('imogen@employers.example.com')).toBeVisible();

  // The editor sees the same on the company page, and the link leads back to the person.
  await editor.getByRole('link', { name: companyName }).first().click();
  await editor.getByRole('tab', { name: 'Employees' }).click();
  await editor.getByRole('link', { name: fullName }).click();
  await expect(editor.getByRole('heading', { name: fullName })).toBeVisible();

  // Removing the link (with confirmation) empties the watcher's tab live.
  await editor.getByRole('tab', { name: /Companies/ }).click();
  await editor.getByRole('button', { name: `Remove ${companyName}` }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(watcher.getByText('No employees yet')).toBeVisible({ timeout: 5_000 });
});

test('Next reads the following page of contacts by the cursor the page before answered, not by offset', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto('/contacts');
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page.getByText(/^Showing 1–25 of/)).toBeVisible();
  // Other specs write contacts meanwhile, and each push refetches the page on screen: so every
  // search read after the click is kept, and the one that answered page two is picked by its cursor.
  const searchesAfterNext: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/contacts/search') searchesAfterNext.push(url);
  });
  const secondPage = page.waitForResponse(
    (r) => r.url().includes('/api/contacts/search?') && new URL(r.url()).searchParams.has('after'),
  );
  await page.getByRole('button', { name: 'Next' }).click();
  const response = await secondPage;
  expect(new URL(response.url()).searchParams.get('after')).toBeTruthy();
  await expect(page.getByText(/^Showing 26–50 of/)).toBeVisible();
  expect(searchesAfterNext.filter((url) => url.searchParams.has('offset'))).toEqual([]);
  const rows = (await response.json()) as { fullName: string }[];
  await expect(
    page.getByRole('region', { name: 'Contacts' }).getByText(rows[0]!.fullName, { exact: true }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Showing 1–25 of/)).toBeVisible();
});

test('the Companies picker of a new contact: Enter picks, Escape closes, and a name that matches nothing holds the form', async ({
  browser,
}) => {
  const stamp = Date.now();
  const page = await signedInPage(browser);
  const companyName = `Picker Keys Ltd ${stamp}`;
  await (await api(page)).post('/api/company', { companyName });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.url());
  });

  await page.goto('/contacts/new');
  await page.getByLabel('First name').fill('Keyes');
  await page.getByLabel('Last name').fill(`Picker${stamp}`);
  const picker = page.getByLabel('Add a company');
  const chosen = page.getByRole('list', { name: 'Chosen companies' });

  // Enter on the highlighted suggestion picks it; the form is not sent.
  await picker.fill(companyName);
  await expect(page.getByRole('option', { name: new RegExp(companyName) })).toBeVisible();
  await picker.press('Enter');
  await expect(chosen.getByText(companyName)).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/new$/);
  expect(posts).toEqual([]);

  // Escape closes the list only.
  await picker.fill('Picker Keys');
  await expect(page.getByRole('listbox')).toBeVisible();
  await picker.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contacts\/new$/);

  // A name that matches no company is offered for creating (pickers.browser.spec.ts); Enter with
  // the offer not highlighted creates nothing: it is said so under the box, and the form waits for it.
  await picker.fill(`Nowhere Acme ${stamp}`);
  await expect(page.getByRole('option', { name: `Create company “Nowhere Acme ${stamp}”` })).toBeVisible();
  await picker.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const flag = `'Nowhere Acme ${stamp}' matches no company — create it from the list or clear it`;
  await expect(page.getByText(flag)).toBeVisible();
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText(flag)).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/new$/);
  expect(posts).toEqual([]);

  // Cleared, the form goes: with the company picked by Enter.
  await picker.fill('');
  await expect(page.getByText(flag)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('Contact created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Companies (1)' })).toBeVisible();
  await page.context().close();
});
