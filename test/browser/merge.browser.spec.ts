import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';
import { accessibilityFailures } from './accessibility.js';

/**
 * Merging two companies or two contacts (issue 32): a manager picks the survivor and, field by
 * field, whose value it keeps; the merged record's links move to it, its old address leads to it,
 * both histories show the merge and the toast's Undo takes it back. Nobody below manager sees it.
 */

const run = Date.now().toString(36);
const password = 'merge-test-password';

interface Person {
  email: string;
  password: string;
}

/** A team member of the role given (2 user, 3 manager), made by the administrator. */
async function person(admin: Page, firstName: string, role: number): Promise<Person> {
  const account = { email: `${firstName.toLowerCase()}-${run}@dealbook.local`, password };
  await (await api(admin)).post('/api/user', { ...account, firstName, lastName: `Merge${run}`, role });
  return account;
}

let manager: Person | undefined;
let member: Person | undefined;

/** The manager and the plain user of these tests, made once. */
async function team(admin: Page): Promise<{ manager: Person; member: Person }> {
  manager ??= await person(admin, 'Mervyn', 3);
  member ??= await person(admin, 'Ursula', 2);
  return { manager, member };
}

/** A phone-sized page has nothing wider than the screen: neither the page nor the shell's scrolling content. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, document.querySelector('main')].some(
      (element) => element !== null && element.scrollWidth > element.clientWidth,
    ),
  );

test('a manager merges two companies keeping a value of the merged one; its people move, its old address leads to the survivor, the history shows it and Undo takes it back', async ({
  browser,
}) => {
  // The whole story in one test, in up to three sessions: more than the default time on a busy machine.
  test.slow();
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const { manager } = await team(admin);
  const survivorName = `Acme ${run} Limited`;
  const mergedName = `Acme ${run} Ltd`;
  const survivor = await calls.post<{ _id: string }>('/api/company', {
    companyName: survivorName,
    domain: `acme-limited-${run}.example`,
    telephone: '+44 20 7946 0001',
  });
  const merged = await calls.post<{ _id: string }>('/api/company', {
    companyName: mergedName,
    domain: `acme-${run}.example`,
    telephone: '+44 20 7946 0001',
  });
  await calls.post('/api/contact', { firstName: 'Wile', lastName: `Coyote${run}`, companies: [merged._id] });

  // A colleague has the company that will be merged away open.
  await admin.goto(`/companies/${merged._id}`);
  await expect(admin.getByRole('heading', { name: mergedName, level: 1 })).toBeVisible();

  const page = await signedInPage(browser, { account: manager });
  await page.goto(`/companies/${survivor._id}`);
  await page.getByRole('button', { name: 'Merge with…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${survivorName} with…` });
  await dialog.getByLabel(`The company to merge with ${survivorName}`).fill(`Acme ${run}`);
  await page.getByRole('option', { name: new RegExp(mergedName) }).click();
  await expect(page).toHaveURL(`/companies/merge?survivor=${survivor._id}&merged=${merged._id}`);

  // Both records, the survivor first; a field that differs is a choice, one that agrees is shown once.
  const records = page.getByRole('region', { name: 'The two records' });
  await expect(records.getByRole('heading', { name: survivorName })).toBeVisible();
  await expect(records.getByRole('heading', { name: mergedName })).toBeVisible();
  const domain = page.getByRole('radiogroup', { name: 'Domain' });
  await expect(
    domain.getByRole('radio', { name: `Domain from ${survivorName} (survives)`, exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Telephone' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText('+44 20 7946 0001');
  await expect(page.getByText(`1 person moves to ${survivorName}.`)).toBeVisible();
  expect(await accessibilityFailures(page)).toEqual([]);

  // As a person does: a click on the merged company's value.
  await domain.locator('label', { hasText: `acme-${run}.example` }).click();
  await expect(
    domain.getByRole('radio', { name: `Domain from ${mergedName} (merged away)`, exact: true }),
  ).toBeChecked();
  await page.getByRole('button', { name: `Merge into ${survivorName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `${mergedName} will be merged into ${survivorName} and closed; you can undo this.`,
  );
  expect(await accessibilityFailures(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Merge', exact: true }).click();

  // On the survivor's page: the value chosen from the merged company, and its person.
  await expect(page).toHaveURL(`/companies/${survivor._id}`);
  const toast = page.locator('.bp6-toast').filter({ hasText: `${mergedName} was merged into ${survivorName}` });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: `acme-${run}.example` })).toBeVisible();
  await page.getByRole('tab', { name: 'Employees' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`Wile Coyote${run}`);

  // The colleague's open page follows the merge without a reload: on to the survivor, saying why.
  await expect(admin).toHaveURL(`/companies/${survivor._id}`);
  await expect(admin.getByRole('status').filter({ hasText: 'was merged into this company' })).toBeVisible();

  // In another tab, the merged company's old address: the survivor's page, the address replaced,
  // and why; its history shows the merge.
  const other = await page.context().newPage();
  await other.goto(`/companies/${merged._id}`);
  await expect(other).toHaveURL(`/companies/${survivor._id}`);
  await expect(other.getByRole('status').filter({ hasText: 'was merged into this company' })).toHaveText(
    `${mergedName} was merged into this company. Its links now open this page.`,
  );
  await expect(other.getByRole('heading', { name: survivorName, level: 1 })).toBeVisible();
  await other.getByRole('tab', { name: 'History' }).click();
  await expect(other.getByRole('tabpanel')).toContainText(mergedName);
  await other.close();

  // The toast's Undo: the merged company is back, at its own address, with its person.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Undone.' })).toContainText(
    `Undone. ${mergedName} is back.`,
  );
  await page.goto(`/companies/${merged._id}`);
  await expect(page).toHaveURL(`/companies/${merged._id}`);
  await expect(page.getByRole('heading', { name: mergedName, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Employees' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`Wile Coyote${run}`);
});

test('a plain user sees no merge action, and the merge screen refuses them in words', async ({ browser }) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const { member } = await team(admin);
  const one = await calls.post<{ _id: string }>('/api/company', { companyName: `Plover ${run} Ltd` });
  const two = await calls.post<{ _id: string }>('/api/company', { companyName: `Plover ${run} Limited` });

  const page = await signedInPage(browser, { account: member });
  await page.goto(`/companies/${one._id}`);
  await expect(page.getByRole('heading', { name: `Plover ${run} Ltd`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge with…' })).toHaveCount(0);

  await page.goto(`/companies/merge?survivor=${one._id}&merged=${two._id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Only managers and administrators can merge companies.')).toBeVisible();
});

test('at 390 px the merge screen stacks each field with its records named, and nothing scrolls sideways', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const { manager } = await team(admin);
  const longName = `Harbour ${run} Shipping and Logistics International Holdings Limited`;
  const one = await calls.post<{ _id: string }>('/api/company', {
    companyName: longName,
    domain: `harbour-shipping-and-logistics-international-${run}.example`,
  });
  const two = await calls.post<{ _id: string }>('/api/company', {
    companyName: `Harbour ${run} Shipping`,
    domain: `harbour-${run}.example`,
  });

  const page = await signedInPage(browser, { account: manager, context: { viewport: { width: 390, height: 844 } } });
  await page.goto(`/companies/merge?survivor=${one._id}&merged=${two._id}`);
  const domain = page.getByRole('radiogroup', { name: 'Domain' });
  await expect(domain.getByRole('radio', { name: `Domain from ${longName} (survives)`, exact: true })).toBeChecked();
  // Stacked, each option says whose value it is: the column heads are not there to say it.
  await expect(domain.getByText(`Harbour ${run} Shipping`, { exact: true })).toBeVisible();
  const [first, second] = await Promise.all(
    [`${longName} (survives)`, `Harbour ${run} Shipping (merged away)`].map((name) =>
      domain
        .getByRole('radio', { name: `Domain from ${name}`, exact: true })
        .locator('xpath=..')
        .boundingBox(),
    ),
  );
  expect(second!.y).toBeGreaterThan(first!.y);
  await expect(page.getByRole('button', { name: `Merge into ${longName}` })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await accessibilityFailures(page)).toEqual([]);

  // Swap: the other company survives, and the address says so.
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page).toHaveURL(`/companies/merge?survivor=${two._id}&merged=${one._id}`);
  await expect(page.getByRole('button', { name: `Merge into Harbour ${run} Shipping` })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('a manager merges two contacts from the possible duplicate named on a contact page; the old address leads to the survivor', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const { manager } = await team(admin);
  const email = `grace-${run}@navy.example`;
  const survivor = await calls.post<{ _id: string }>('/api/contact', {
    firstName: 'Grace',
    lastName: `Hopper${run}`,
    email,
    telephone: '',
  });
  const merged = await calls.post<{ _id: string }>('/api/contact', {
    firstName: 'Grace',
    lastName: `Hopper${run}`,
    email: email.toUpperCase(),
    telephone: '+44 20 7946 0999',
  });

  const page = await signedInPage(browser, { account: manager });
  await page.goto(`/contacts/${survivor._id}`);
  const warning = page.getByRole('status').filter({ hasText: 'may be entered twice' });
  await expect(warning).toContainText('same e-mail');
  await warning.getByRole('link', { name: `Merge with Grace Hopper${run}` }).click();
  await expect(page).toHaveURL(`/contacts/merge?survivor=${survivor._id}&merged=${merged._id}`);

  // The survivor has no telephone: the merged contact's is suggested.
  const telephone = page.getByRole('radiogroup', { name: 'Telephone' });
  await expect(
    telephone.getByRole('radio', { name: `Telephone from Grace Hopper${run} (merged away)`, exact: true }),
  ).toBeChecked();
  await page.getByRole('button', { name: `Merge into Grace Hopper${run}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page).toHaveURL(`/contacts/${survivor._id}`);
  // On the contact's details (the activity timeline beside them also lists the change).
  await expect(page.getByRole('tabpanel', { name: 'Overview' }).getByText('+44 20 7946 0999')).toBeVisible();

  await page.goto(`/contacts/${merged._id}`);
  await expect(page).toHaveURL(`/contacts/${survivor._id}`);
  await expect(page.getByRole('status').filter({ hasText: 'was merged into this contact' })).toContainText(
    `Grace Hopper${run} was merged into this contact.`,
  );
});

test('a company changed while the merge screen is open is not merged: the screen says so and shows the new values', async ({
  browser,
}) => {
  const admin = await signedInPage(browser);
  const calls = await api(admin);
  const { manager } = await team(admin);
  const survivor = await calls.post<{ _id: string; version: number }>('/api/company', {
    companyName: `Curlew ${run} Limited`,
    telephone: '0113 496 0000',
  });
  const merged = await calls.post<{ _id: string }>('/api/company', {
    companyName: `Curlew ${run} Ltd`,
    telephone: '0113 496 0001',
  });

  const page = await signedInPage(browser, { account: manager });
  await page.goto(`/companies/merge?survivor=${survivor._id}&merged=${merged._id}`);
  const telephone = page.getByRole('radiogroup', { name: 'Telephone' });
  await expect(telephone).toContainText('0113 496 0000');

  // Someone else edits the survivor meanwhile.
  await calls.put(`/api/company/${survivor._id}`, { telephone: '0113 496 0999' }, survivor.version);
  await page.getByRole('button', { name: `Merge into Curlew ${run} Limited` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changed since you opened this screen' })).toBeVisible();
  await expect(telephone).toContainText('0113 496 0999');
  await expect(page).toHaveURL(/\/companies\/merge\?/);
  const found = await calls.get<unknown[]>(`/api/companies/search?companyName=${encodeURIComponent(`Curlew ${run}`)}`);
  expect(found).toHaveLength(2);
});
