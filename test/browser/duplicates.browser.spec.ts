import { expect, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * Duplicates are caught (issue 32): the create forms warn, with a link, while the name is typed
 * and ask once more before saving; the data upload's dry run names a row that may duplicate a
 * company, links it, and lets the person choose what the row does.
 */

const run = Date.now().toString(36);

const warning = (page: Page) => page.getByRole('status').filter({ hasText: 'may exist already' });

test('the new company form warns of a company of the same name written another way, and asks before creating it', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const calls = await api(page);
  const existing = await calls.post<{ _id: string }>('/api/company', {
    companyName: `Kestrel ${run} Marine Ltd`,
    domain: `kestrel-${run}.example`,
  });

  await page.goto('/companies/new');
  await page.getByLabel('Company name').fill(`KESTREL ${run} marine limited`);
  await expect(warning(page)).toContainText('This company may exist already');
  const link = warning(page).getByRole('link', { name: `Kestrel ${run} Marine Ltd` });
  await expect(link).toHaveAttribute('href', `/companies/${existing._id}`);
  await expect(warning(page)).toContainText(`kestrel-${run}.example`);
  await expect(warning(page)).toContainText('same name');

  // Saving asks first; going back creates nothing.
  await page.getByRole('button', { name: 'Create company' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Kestrel ${run} Marine Ltd may be the same company.`);
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/companies\/new$/);
  const named = `/api/companies/search?companyName=${encodeURIComponent(`Kestrel ${run}`)}`;
  expect(await calls.get<unknown[]>(named)).toHaveLength(1);

  // Another name: the warning goes; back to the look-alike and created anyway, on purpose.
  await page.getByLabel('Company name').fill(`Osprey ${run} Marine`);
  await expect(warning(page)).toHaveCount(0);
  await page.getByLabel('Company name').fill(`Kestrel ${run} Marine & Co`);
  await expect(warning(page)).toBeVisible();
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create the company anyway' }).click();
  await expect(page.getByText('Company created')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Kestrel ${run} Marine & Co` })).toBeVisible();
  expect(await calls.get<unknown[]>(named)).toHaveLength(2);
});

test('the new contact form warns of a contact with the same e-mail or number, with a link to it', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const calls = await api(page);
  const existing = await calls.post<{ _id: string }>('/api/contact', {
    firstName: 'Ada',
    lastName: `Lovelace${run}`,
    email: `ada-${run}@engine.example`,
    telephone: '+44 20 7946 0123',
  });

  await page.goto('/contacts/new');
  await page.getByLabel('First name').fill('Augusta');
  await page.getByLabel('Last name').fill('King');
  await expect(warning(page)).toHaveCount(0);
  await page.getByLabel('Email').fill(`ADA-${run}@Engine.example`);
  await expect(warning(page)).toContainText('This contact may exist already');
  await expect(warning(page).getByRole('link', { name: `Ada Lovelace${run}` })).toHaveAttribute(
    'href',
    `/contacts/${existing._id}`,
  );
  await expect(warning(page)).toContainText('same e-mail');
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Mobile').fill('020 7946 0123');
  await expect(warning(page)).toContainText('same telephone');
});

test('the dry run names a row that may duplicate a company, links it, and the choice to update it imports it once', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const calls = await api(page);
  const existing = await calls.post<{ _id: string }>('/api/company', { companyName: `Heron ${run} Holdings PLC` });
  const fileName = `herons-${run}.csv`;
  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'New import' });
  await form.getByRole('radio', { name: 'Companies' }).click();
  await form.getByLabel('File to import').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(`Company Name,Website\nheron ${run} holdings,heron-${run}.example\n`),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: '1 row checked. Nothing has been written yet.' })).toBeVisible();

  const choice = page.getByRole('status').or(page.locator('.bp6-callout')).filter({ hasText: 'may duplicate' });
  await expect(choice).toContainText('1 row may duplicate a record that exists');
  const preview = page.getByRole('region', { name: 'Rows of the check' });
  const skipped = preview.getByRole('table', { name: 'Rows: Skipped' });
  await expect(skipped).toContainText(`Possible duplicate of Heron ${run} Holdings PLC`);
  await expect(skipped.getByRole('link', { name: `Open Heron ${run} Holdings PLC` })).toHaveAttribute(
    'href',
    `/companies/${existing._id}`,
  );

  await choice.getByText('Update the record it may duplicate').click();
  await expect(choice.getByRole('radio', { name: 'Update the record it may duplicate' })).toBeChecked();
  await choice.getByRole('button', { name: 'Apply and check again' }).click();
  await expect(preview.getByRole('tab', { name: /Will update/ })).toContainText('1');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, import' }).click();
  await expect(page.getByRole('region', { name: 'What the import did' })).toBeVisible({ timeout: 30_000 });
  const found = await calls.get<{ _id: string; companyName: string; domain: string }[]>(
    `/api/companies/search?companyName=${encodeURIComponent(`Heron ${run}`)}`,
  );
  expect(found).toEqual([
    expect.objectContaining({
      _id: existing._id,
      companyName: `Heron ${run} Holdings PLC`,
      domain: `heron-${run}.example`,
    }),
  ]);
});
