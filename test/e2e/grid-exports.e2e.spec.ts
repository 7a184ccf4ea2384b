import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvents, userRoom, type ExportProgressMessage } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { downloadSheet } from './export-support.js';
import { createCompany } from './projects-support.js';

/**
 * "Export .xlsx" of the companies grid (issue 15): every row of the grid's filter and sort,
 * written by the server as it reads them, however many pages the grid has.
 */
let app: TestApp;
let token: string;
let call: Call;
const formulaNames = [
  '=HYPERLINK("http://evil.example","Export Trap")',
  '+1 Export Plumbing',
  '@SUM(1+1) Export',
  '-2 Export Ltd',
];

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  for (let i = 1; i <= 65; i++) {
    await createCompany(call, `Export Co ${String(i).padStart(3, '0')}`, {
      revenue: i * 1000,
      city: i % 2 ? 'Leeds' : 'York',
      isAmbassador: i === 7,
    });
  }
  for (const name of formulaNames) await createCompany(call, name);
  await createCompany(call, 'Unrelated Holdings');
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/companies/export', () => {
  it("holds every company of the grid's filter, in its sort, beyond the first page", async () => {
    const sheet = await downloadSheet(
      app,
      '/api/companies/export?companyName=Export%20Co&sort=-companyName&limit=50',
      token,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
    expect(sheet.headers.get('content-disposition')).toMatch(/filename="companies_export_\d{8}_\d{6}\.xlsx"/);
    expect(sheet.rows).toHaveLength(65);
    expect(sheet.rows[0]!.Company).toBe('Export Co 065');
    expect(sheet.rows.at(-1)!.Company).toBe('Export Co 001');
    const byCity = await downloadSheet(
      app,
      '/api/companies/export?companyName=Export%20Co&city=york&sort=revenue',
      token,
    );
    expect(byCity.rows.map((row) => row.Revenue)).toEqual(Array.from({ length: 32 }, (_, i) => (i + 1) * 2000));
  });

  it('heads the columns in words and writes dates as date cells, money as numbers, flags as Yes/No', async () => {
    const sheet = await downloadSheet(app, '/api/companies/export?companyName=Export%20Co%20007', token);
    expect(sheet.header).toEqual([
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
    const [row] = sheet.rows;
    expect(row).toMatchObject({ Company: 'Export Co 007', Revenue: 7000, Ambassador: 'Yes', 'Do not contact': 'No' });
    expect(row!.Updated).toBeInstanceOf(Date);
    expect(Math.abs((row!.Updated as Date).getTime() - Date.now())).toBeLessThan(2 * 3600_000);
    const updated = sheet.sheet!.getRow(2).getCell(11);
    expect(updated.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.sheet!.getRow(1).font?.bold).toBe(true);
    expect(sheet.sheet!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.sheet!.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape' });
  });

  it('keeps a formula-looking company name as text a spreadsheet will not run, with no apostrophe shown', async () => {
    const sheet = await downloadSheet(app, '/api/companies/export?sort=companyName', token);
    const names = sheet.rows.map((row) => row.Company);
    for (const name of formulaNames) expect(names).toContain(name);
    for (let r = 2; r <= sheet.rows.length + 1; r++) {
      expect(sheet.sheet!.getRow(r).getCell(1).formula).toBeUndefined();
    }
    expect(sheet.bytes.toString('latin1')).not.toContain('<f>');
  });

  it('refuses a bad filter or sort with a 400 naming the field, as the list does', async () => {
    const field = await call('/api/companies/export?nonsense=1');
    expect(field.status).toBe(400);
    expect(field.text).toContain('nonsense');
    const sort = await call('/api/companies/export?sort=shoeSize');
    expect(sort.status).toBe(400);
    expect(sort.text).toContain('sort');
    const id = await call('/api/companies/export?exportId=%3Cscript%3E');
    expect(id.status).toBe(400);
    expect(id.text).toContain('exportId');
  });

  it('answers an external caller and a client as the list route does: refused', async () => {
    for (const role of ['external', 'client'] as const) {
      const other = (await app.signIn(role)).token;
      const list = await app.asToken(other).call('/api/companies/search');
      const exported = await app.asToken(other).call('/api/companies/export');
      expect(exported.status).toBe(list.status);
      expect(exported.status).toBe(403);
    }
  });

  it("pushes the export's progress to the requester's sockets, ending with every row", async () => {
    const signedIn = await app.signIn('user');
    const socket = await connectSocket(app.baseUrl, { token: signedIn.token });
    // The web app's shell joins the user's own room on sign-in.
    expect((await subscribeRooms(socket, [userRoom(signedIn.user._id)])).joined).toHaveLength(1);
    const heard: ExportProgressMessage[] = [];
    socket.on(SocketEvents.exportProgress, (message: ExportProgressMessage) => heard.push(message));
    try {
      const sheet = await downloadSheet(
        app,
        '/api/companies/export?companyName=Export%20Co&exportId=test-export-1',
        signedIn.token,
      );
      expect(sheet.rows).toHaveLength(65);
      await waitUntil(() => heard.some((m) => m.done), 'The final progress message');
      expect(heard[0]).toMatchObject({
        exportId: 'test-export-1',
        rows: 0,
        total: 65,
        totalKind: 'exact',
        done: false,
      });
      expect(heard.at(-1)).toMatchObject({ exportId: 'test-export-1', rows: 65, total: 65, done: true });
    } finally {
      socket.close();
    }
  });
});
