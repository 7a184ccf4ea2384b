import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * "Export .xlsx" of the companies grid (issue 15): the downloaded file holds every company of
 * the grid's filter in its sort, not the page on screen, and a toast says how many rows.
 */
test('exporting the companies grid downloads every company, not the page shown', async ({ browser }) => {
  const page = await signedInPage(browser);
  await page.goto('/companies');
  await expect(page.getByRole('region', { name: 'Companies' })).toBeVisible();
  const calls = await api(page);
  const total = Number(await calls.get<number | string>('/api/companies/count'));
  expect(total).toBeGreaterThan(50);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^companies_export_\d{8}_\d{6}\.xlsx$/);
  await expect(page.getByText(`Exported ${total.toLocaleString('en-GB')} rows to companies_export_`)).toBeVisible();

  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(Buffer.concat(chunks)));
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Company');
  expect(sheet.actualRowCount - 1).toBe(total);
  const names = Array.from({ length: total }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
  // The grid's default sort: by name, A to Z, as the first page shows it.
  const firstShown = await calls.get<{ companyName: string }[]>('/api/companies/search?limit=1&sort=companyName');
  expect(names[0]).toBe(firstShown[0]!.companyName);
  await page.context().close();
});
