import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { printedPages, workbookSheets } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { downloadSheet } from './export-support.js';
import { createCompany, createProject } from './projects-support.js';

/**
 * The exported spreadsheets opened with the office suite people open them with (LibreOffice,
 * headless): the cells read as text and dates the way a person sees them, nothing runs as a
 * formula, and the sheet prints on A4, one page wide, with its header row.
 */
let app: TestApp;
let token: string;
let projectId: string;
let call: Call;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  await createCompany(call, 'Office Alpha Ltd', { revenue: 1250000, city: 'Leeds' });
  await createCompany(call, '=HYPERLINK("http://evil.example","Office Trap")', { city: 'York' });
  await createCompany(call, '+1 Office Plumbing');
  const client = await createCompany(call, 'Office Seller Ltd');
  projectId = (await createProject(call, { projectName: 'Office sale', client: client._id }))._id;
  const buyer = await createCompany(call, 'Office Buyer plc');
  const purchase = await call<Purchase>('/api/purchase', {
    method: 'POST',
    body: { company: buyer._id, project: projectId, sentNDA: { checked: true, timestamp: '2026-07-14T23:30:00Z' } },
  });
  expect(purchase.status, purchase.text).toBe(201);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('exports opened with LibreOffice', () => {
  it('shows the companies as text, a formula-looking name as the text it is, dates as DD/MM/YYYY HH:mm', async () => {
    const { bytes } = await downloadSheet(app, '/api/companies/export?companyName=office&sort=companyName', token);
    const [sheet] = [...(await workbookSheets(bytes)).values()];
    const [header, ...rows] = sheet!;
    expect(header).toEqual([
      'Company',
      'Domain',
      'Roles',
      'Industry',
      'Opportunity source',
      'City',
      'Country',
      'Revenue',
      'Ambassador',
      'Do not contact',
      'Updated',
    ]);
    const byName = new Map(rows.map((row) => [row[0], row]));
    expect(byName.get('Office Alpha Ltd')?.[7]).toBe('£1,250,000.00');
    expect(byName.get('Office Alpha Ltd')?.[8]).toBe('No');
    expect(byName.get('Office Alpha Ltd')?.[10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const names = rows.map((row) => row[0]);
    // Text cells, never run and shown without an apostrophe before them.
    expect(names).toContain(`=HYPERLINK("http://evil.example","Office Trap")`);
    expect(names).toContain(`+1 Office Plumbing`);
    expect(names.join(' ')).not.toContain('#NAME');
  }, 120_000);

  it('prints the companies export on A4 landscape at a readable size, the columns that do not fit on a following page', async () => {
    const { bytes } = await downloadSheet(app, '/api/companies/export?sort=companyName', token);
    const { pages, pageSize } = await printedPages(bytes, 'xlsx');
    // A4 landscape: eleven columns are wider than a portrait page, and wider than a landscape one
    // at 8 pt, so the last columns print on a second page (never shrunk below 8 pt, never cut).
    expect([Math.round(pageSize.width), Math.round(pageSize.height)]).toEqual([842, 595]);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Domain');
    expect(pages[1]).toContain('Updated');
    for (const [i, page] of pages.entries()) {
      // Each page names its rows (the company column repeats) and carries the title and page number.
      expect(page).toContain('Office Alpha Ltd');
      expect(page).toMatch(/Companies\s+Prepared \d\d\/\d\d\/\d{4} \d\d:\d\d \(Europe\/London\)/);
      expect(page).toContain(`Page ${i + 1} of 2`);
    }
  }, 120_000);

  it('reads the purchasers workbook with the ticks in words and the NDA date in the firm zone', async () => {
    const { bytes } = await downloadSheet(app, `/api/project/potentialpurchaser/${projectId}`, token);
    const sheets = await workbookSheets(bytes);
    const [header, row] = [...sheets.values()][0]!;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(header).toEqual(expect.arrayContaining(['NDA sent (ticked)', 'NDA sent (date)', 'NDA signed (ticked)']));
    expect(cell('Company')).toBe('Office Buyer plc');
    expect(cell('NDA sent (ticked)')).toBe('Yes');
    // 23:30 UTC on 14 July is 00:30 on the 15th in London (BST): the firm's day.
    expect(cell('NDA sent (date)')).toBe('15/07/2026');
    expect(cell('NDA signed (ticked)')).toBe('');
    const { pages, pageSize } = await printedPages(bytes, 'xlsx');
    expect([Math.round(pageSize.width), Math.round(pageSize.height)]).toEqual([842, 595]);
    // Too wide for one page at a readable size: the columns go on to a second page, each
    // page with the company column and the title, none lost.
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('Office Buyer plc');
      expect(page).toMatch(/- potential purchasers/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    }
    expect(pages.join('\n')).toContain('Client comments');
  }, 120_000);
});
