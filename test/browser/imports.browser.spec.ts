import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * Data upload (issue 16) as an administrator does it: a real file picked in the browser, its
 * columns mapped, the check's preview and failed rows read, the import run and watched, its
 * records' history naming it, and the whole import undone.
 */

const run = Date.now().toString(36);

/** 28 good companies and 2 rows the API's rules refuse, under headers people write. */
async function companiesWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Firms');
  sheet.addRow(['Organisation', 'Website', 'Phone', 'Sector']);
  for (let i = 1; i <= 28; i++) {
    const n = String(i).padStart(2, '0');
    sheet.addRow([`Upload Test ${run} ${n}`, `upload-${run}-${n}.example`, `0207 000 00${n}`, 'Technology']);
  }
  sheet.addRow(['', `upload-${run}-nameless.example`, '', '']);
  sheet.addRow([`Upload Test ${run} Moon`, `upload-${run}-moon.example`, '', 'Moon mining']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The new import form: what the file holds, the file, Upload; answers on the import's page. */
async function upload(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'New import' });
  await form.getByRole('radio', { name: kind }).click();
  await form.getByLabel('File to import').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/upload\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toBeVisible();
}

test('an administrator checks a workbook of companies, reads its failed rows, imports it, and undoes it', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const calls = await api(page);
  const fileName = `firms-${run}.xlsx`;
  await upload(page, 'Companies', {
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await companiesWorkbook(),
  });
  await expect(page.getByRole('heading', { name: fileName })).toBeVisible();
  const importPage = page.url();

  // The columns come suggested from their headers.
  await expect(page.getByLabel('Field for column Organisation')).toHaveValue('companyName');
  await expect(page.getByLabel('Field for column Website')).toHaveValue('domain');
  await expect(page.getByLabel('Field for column Phone')).toHaveValue('telephone');
  await expect(page.getByLabel('Field for column Sector')).toHaveValue('industryType');
  await expect(page.getByText('4 of 4 columns will be imported.')).toBeVisible();

  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: '30 rows checked. Nothing has been written yet.' })).toBeVisible();
  const searchNamed = `/api/companies/search?companyName=${encodeURIComponent(`Upload Test ${run}`)}`;
  expect(await calls.get<unknown[]>(searchNamed)).toEqual([]);

  // The preview: rows to create in the file's column order, and the failed ones with their reasons.
  const preview = page.getByRole('region', { name: 'Rows of the check' });
  await expect(preview.getByRole('tab', { name: /Will create/ })).toContainText('28');
  const toCreate = preview.getByRole('table', { name: 'Rows: Will create' });
  await expect(toCreate.locator('thead th')).toHaveText(['Line', 'Company name', 'Domain', 'Telephone', 'Industry']);
  await expect(toCreate).toContainText(`Upload Test ${run} 01`);
  await preview.getByRole('tab', { name: /Failed/ }).click();
  const failed = preview.getByRole('table', { name: 'Rows: Failed' });
  await expect(failed.locator('tbody tr')).toHaveCount(2);
  await expect(failed).toContainText('Moon mining');
  await expect(failed).toContainText('Company name');

  // The errors file: every failed row with its cells and reason.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the failed rows' }).click();
  const errors = await downloading;
  expect(errors.suggestedFilename()).toBe(`firms-${run} - errors.csv`);
  const errorLines = (await textOf(errors))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(errorLines).toHaveLength(3);
  expect(errorLines[1]).toContain(`upload-${run}-nameless.example`);
  expect(errorLines[2]).toContain('Moon mining');

  // The run, confirmed with the check's numbers, ends with what it did.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Import 30 rows of companies from ${fileName}?`);
  await confirm.getByRole('button', { name: 'Yes, import' }).click();
  const imported = page.getByText('Imported', { exact: true }).first();
  await expect(imported).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'What the import did' })).toContainText('28');
  const created = await calls.get<{ _id: string; companyName: string; telephone: string }[]>(
    `${searchNamed}&limit=100`,
  );
  expect(created).toHaveLength(28);
  const first = created.find((company) => company.companyName === `Upload Test ${run} 01`)!;
  expect(first.telephone).toBe('0207 000 0001');

  // The record's history names the import as the reason for its creation.
  await page.goto(`/companies/${first._id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText(`(Import of ${fileName})`);

  // Undo: every created company deleted, by compensating events the history shows too.
  await page.goto(importPage);
  await page.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, undo the import' }).click();
  await expect(page.getByText('The import was undone')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('28 records put back.')).toBeVisible();
  expect(await calls.get<unknown[]>(searchNamed)).toEqual([]);

  // The past imports list it with who, counts, state and its failed rows.
  await page.goto('/upload');
  const row = page.getByRole('table', { name: 'Past imports' }).getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('Companies');
  await expect(row).toContainText('Undone');
  await expect(row.getByRole('cell').nth(5)).toHaveText('28');
  await expect(row.getByRole('cell').nth(7)).toHaveText('2');
  await expect(row.getByRole('button', { name: `Download the failed rows of ${fileName}` })).toBeVisible();
  await page.context().close();
});

test('a semicolon CSV mapped by hand is remembered for the next file of its shape', async ({ browser }) => {
  const page = await signedInPage(browser);
  const calls = await api(page);
  // Headers no suggestion knows; semicolons as a French or German Excel writes them, with a BOM.
  const csv = (names: string[]) =>
    Buffer.from(
      '\uFEFFRaison sociale;Site;Standard\r\n' +
        names.map((name, i) => `${name};${name.toLowerCase().replace(/ /g, '-')}.example;01 ${i}`).join('\r\n') +
        '\r\n',
    );
  const names = [`Semicolon ${run} Un`, `Semicolon ${run} Deux`];
  await upload(page, 'Companies', { name: `export-${run}.csv`, mimeType: 'text/csv', buffer: csv(names) });
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText(names[0]!);
  await expect(page.getByText('0 of 3 columns will be imported.')).toBeVisible();
  await expect(page.getByText('Required to create records, not mapped yet: Company name.')).toBeVisible();

  await page.getByLabel('Field for column Raison sociale').selectOption({ label: 'Company name (required)' });
  await page.getByLabel('Field for column Site').selectOption({ label: 'Domain' });
  await page.getByLabel('Field for column Standard').selectOption({ label: 'Telephone' });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: '2 rows checked. Nothing has been written yet.' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, import' }).click();
  await expect(page.getByRole('region', { name: 'What the import did' })).toBeVisible({ timeout: 30_000 });
  const [un] = await calls.get<{ domain: string; telephone: string }[]>(
    `/api/companies/search?companyName=${encodeURIComponent(names[0]!)}`,
  );
  expect(un).toMatchObject({ domain: `semicolon-${run}-un.example`, telephone: '01 0' });

  // The next file with these columns opens with the mapping chosen above, and says so.
  await upload(page, 'Companies', {
    name: `export-${run}-2.csv`,
    mimeType: 'text/csv',
    buffer: csv([`Semicolon ${run} Trois`]),
  });
  await expect(page.getByText('This mapping was remembered from an earlier file with the same columns.')).toBeVisible();
  await expect(page.getByLabel('Field for column Raison sociale')).toHaveValue('companyName');
  await expect(page.getByLabel('Field for column Standard')).toHaveValue('telephone');
  await page.context().close();
});

test('a wrong file is refused beside the file input, and the kind is chosen with the keyboard', async ({ browser }) => {
  const page = await signedInPage(browser);
  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'New import' });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Choose what the file holds')).toBeVisible();
  await expect(form.getByText('Choose a file, or drop one here')).toBeVisible();

  // One tab stop into the kinds; the arrow keys move between them.
  await form.getByRole('radio', { name: 'Companies' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Contacts' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: 'Contacts' })).toBeChecked();

  await form.getByLabel('File to import').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a spreadsheet'),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Choose an Excel workbook (.xlsx) or a CSV file (.csv)')).toBeVisible();
  await expect(page).toHaveURL(/\/upload$/);
  await page.context().close();
});
