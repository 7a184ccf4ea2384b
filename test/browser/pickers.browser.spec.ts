import { expect, type Locator, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * Moves the highlight to `option` with `key` once the list shows it, as a person who reads the
 * list before pressing does, and waits until it is the highlighted one. A list that redraws just
 * as the key lands (an answer arriving) may take the highlight back to its top, and the person
 * presses again: so does this, a few times at most.
 */
async function highlight(page: Page, picker: Locator, key: 'ArrowDown' | 'ArrowUp', option: Locator) {
  await expect(option).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Blueprint marks the highlighted entry with its active class (aria-selected is for a picked one).
  const active = option.locator('.bp6-active');
  await expect(async () => {
    if ((await active.count()) === 0) await picker.press(key);
    await expect(active).toHaveCount(1, { timeout: 1500 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Highlights `option` and presses Enter until what it opens shows: a list redrawn just as Enter
 * lands (another person's change refreshing the search) leaves the press unheard, and the person
 * presses again.
 */
async function pick(page: Page, picker: Locator, key: 'ArrowDown' | 'ArrowUp', option: Locator, opens: Locator) {
  await expect(async () => {
    if (await opens.isVisible()) return;
    await highlight(page, picker, key, option);
    await picker.press('Enter');
    await expect(opens).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Text typed in a record picker that names no record is offered as "Create …" (issue 32): the
 * list's last item, reached with ↓ and Enter, opens a small create dialog started from the text;
 * the record saved there is picked where the person was typing, and Escape goes back to the text.
 */

test('a company that does not exist yet is created from the new contact form’s Companies picker, by keyboard, and the contact is saved with it', async ({
  browser,
}) => {
  const stamp = Date.now();
  const companyName = `Lighthouse Freight ${stamp} Ltd`;
  const page = await signedInPage(browser);
  const contactPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') {
      contactPosts.push(request.url());
    }
  });

  await page.goto('/contacts/new');
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill(`Quayside${stamp}`);
  const picker = page.getByLabel('Add a company');
  await picker.fill(companyName);
  const offer = page.getByRole('option', { name: `Create company “${companyName}”` });
  // Escape closes the dialog only: back in the picker, with the text as it was typed.
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await pick(page, picker, 'ArrowDown', offer, dialog);
  await expect(dialog.getByLabel('Company name')).toHaveValue(companyName);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue(companyName);
  await expect(page).toHaveURL(/\/contacts\/new$/);

  // Again, and saved with Enter: created, picked into the contact's companies, focus back in the picker.
  await pick(page, picker, 'ArrowDown', offer, dialog);
  await expect(dialog.getByLabel('Company name')).toHaveValue(companyName);
  await expect(dialog.getByLabel('Company name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Company “${companyName}” created`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Chosen companies' }).getByText(companyName)).toBeVisible();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('');
  // The dialog's Enter saved the company only, not the contact form around the picker.
  await expect(page).toHaveURL(/\/contacts\/new$/);
  expect(contactPosts).toEqual([]);

  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('Contact created')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Companies (1)' }).click();
  // In the tab (the activity timeline beside it names the company too).
  await expect(page.getByRole('tabpanel').getByRole('link', { name: companyName })).toBeVisible();
  const found = await (
    await api(page)
  ).get<unknown[]>(`/api/companies/search?companyName=${encodeURIComponent(companyName)}`);
  expect(found).toHaveLength(1);
});

test('a person who does not exist yet is created from a company’s Employees picker, names split, and becomes an employee', async ({
  browser,
}) => {
  const stamp = Date.now();
  const lastName = `Oakridge${stamp}`;
  const page = await signedInPage(browser);
  const company = await (await api(page)).post<{ _id: string }>('/api/company', { companyName: `Employer ${stamp}` });

  await page.goto(`/companies/${company._id}`);
  await page.getByRole('tab', { name: /Employees/ }).click();
  const picker = page.getByLabel('Add a contact');
  await picker.fill(`Marta ${lastName}`);
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await pick(
    page,
    picker,
    'ArrowDown',
    page.getByRole('option', { name: `Create contact “Marta ${lastName}”` }),
    dialog,
  );

  await expect(dialog.getByLabel('First name')).toHaveValue('Marta');
  await expect(dialog.getByLabel('Last name')).toHaveValue(lastName);
  await dialog.getByLabel('Job title').fill('Harbour master');
  await dialog.getByLabel('Job title').press('Enter');

  await expect(page.getByText(`Contact “Marta ${lastName}” created`)).toBeVisible();
  await expect(page.getByText(`Marta ${lastName} added`)).toBeVisible();
  const employees = page.getByRole('table', { name: 'Employees of the company' });
  await expect(employees.getByRole('link', { name: `Marta ${lastName}` })).toBeVisible();
  await expect(employees).toContainText('Harbour master');
  await expect(picker).toBeFocused();

  // The list stays shut over the new employee until one types; the person now exists, so typing
  // the name again does not offer to create them again.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await picker.pressSequentially(`Marta ${lastName}`);
  // Once the search has answered (other people with a like name may be listed, never this one).
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('option', { name: /Create contact/ })).toHaveCount(0);
});

test('a company created from a picker gets the create form’s duplicate warning and question', async ({ browser }) => {
  const stamp = Date.now();
  const existing = `Osprey ${stamp} Marine Ltd`;
  const typed = `Osprey ${stamp} Marine Limited`;
  const page = await signedInPage(browser);
  await (await api(page)).post('/api/company', { companyName: existing });

  await page.goto('/contacts/new');
  const picker = page.getByLabel('Add a company');
  await picker.fill(typed);
  // The look-alike is offered to pick; the exact text is not a name found, so creating it is offered too.
  await expect(page.getByRole('option', { name: new RegExp(existing) })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await pick(page, picker, 'ArrowUp', page.getByRole('option', { name: `Create company “${typed}”` }), dialog);

  const warning = dialog.getByRole('status').filter({ hasText: 'This company may exist already' });
  await expect(warning.getByRole('link', { name: existing })).toBeVisible();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`${existing} may be the same company.`);
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Create company' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create the company anyway' }).click();
  await expect(page.getByText(`Company “${typed}” created`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen companies' }).getByText(typed)).toBeVisible();
});
