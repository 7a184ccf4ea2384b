import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { pdfPages } from '../support/libre-office.js';
import { api, signedInPage, test } from './support.js';

test("a company page's Export PDF saves the server's text PDF of the company, with its people", async ({ browser }) => {
  const stamp = Date.now();
  const companyName = `Łukasz Müller–Ørsted ${stamp} Ltd`;
  const page = await signedInPage(browser);
  const session = await api(page);
  const company = await session.post<{ _id: string }>('/api/company', { companyName, city: 'Kraków' });
  await session.post('/api/contact', {
    firstName: 'Zofia',
    lastName: `Ćwik${stamp}`,
    jobTitle: 'Chief Financial Officer',
    companies: [company._id],
  });

  await page.goto(`/companies/${company._id}`);
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Dealbook - ${companyName}.pdf`);
  await expect(page.getByText(`Saved Dealbook - ${companyName}.pdf`)).toBeVisible();

  const { pages, pageSize } = await pdfPages(await readFile((await download.path())!));
  // A4, portrait or, where a table's columns need it, landscape.
  expect([Math.round(pageSize.width), Math.round(pageSize.height)].sort()).toEqual([595, 842]);
  const text = pages.join('\n');
  expect(pages[0]).toContain(companyName);
  expect(text).toMatch(/Address: Kraków/);
  expect(text).toMatch(new RegExp(`Zofia Ćwik${stamp}\\s+Chief Financial Officer`));
  expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  // No screenshot: the page's buttons are not in the document.
  expect(text).not.toContain('Export PDF');
});
