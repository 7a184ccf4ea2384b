import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, type Purchase } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { printedPages, wordDocumentText } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany, createProject } from './projects-support.js';

/**
 * The three Word files opened the way their readers open them (LibreOffice, printed to PDF):
 * what a client or a manager sees on paper, not what the XML says.
 */
let app: TestApp;
let token: string;
let call: Call;
let projectId: string;
const email = 'ann.birch-featherstonehaugh@birch-capital-partners.example';
const day = '2026-07-01';
/** Enough calls on the day that the caller list runs past one page. */
const extraCalls = 45;

async function download(path: string): Promise<Buffer> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function logCall(body: Record<string, unknown>) {
  const logged = await call('/api/communication', { method: 'POST', body });
  expect(logged.status, logged.text).toBe(201);
}

beforeAll(async () => {
  app = await startTestApp({ env: { FIRM_TIME_ZONE: 'Europe/London' } });
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  const client = await createCompany(call, 'Oakfield Engineering');
  projectId = (await createProject(call, { projectName: 'Project Oak', client: client._id }))._id;
  const birch = await createCompany(call, 'Birch Capital');
  const contact = async (firstName: string, lastName: string, mail: string) => {
    const created = await call<{ _id: string }>('/api/contact', {
      method: 'POST',
      body: { firstName, lastName, email: mail, telephone: '020 7946 0000', companies: [birch._id] },
    });
    expect(created.status, created.text).toBe(201);
    return created.json._id;
  };
  await contact('Ann', 'Birch', email);
  const carl = await contact('Carl', 'Cedar', 'carl@birch.example');
  // Ticked at 00:30 on 1 July in London: still 30 June in UTC.
  const purchase = await call<Purchase>('/api/purchase', {
    method: 'POST',
    body: { company: birch._id, project: projectId, sentNDA: { checked: true, timestamp: '2026-06-30T23:30:00Z' } },
  });
  expect(purchase.status, purchase.text).toBe(201);
  const onPurchase = { purchases: [purchase.json._id] };
  const successful = { outcome: 'Spoke to Contact - Successful call', action: CommunicationAction.SendNDA };
  // As the console logs it: the purchase and the outcome, nobody named as spoken to.
  await logCall({
    ...onPurchase,
    ...successful,
    commsDate: `${day}T08:30:00Z`,
    content: 'Spoke to the MD.\nWants the teaser by Friday.',
  });
  await logCall({ ...onPurchase, contacts: [carl], commsDate: `${day}T09:00:00Z`, content: 'Carl called back.' });
  await logCall({
    ...onPurchase,
    employees: [app.users.user._id, app.users.manager._id],
    commsDate: `${day}T09:15:00Z`,
    content: 'Joint call with the manager.',
  });
  for (let i = 0; i < extraCalls; i += 5) {
    await Promise.all(
      Array.from({ length: 5 }, (_, j) =>
        logCall({
          ...onPurchase,
          outcome: 'Called but no response',
          action: CommunicationAction.TryToCallAgain,
          commsDate: `${day}T1${Math.floor((i + j) / 10)}:${String(((i + j) % 10) * 5).padStart(2, '0')}:00Z`,
          content: `Left voicemail number ${i + j + 1}.`,
        }),
      ),
    );
  }
});
afterAll(async () => {
  await app?.close();
});

/** Every page A4 (either way up), numbered 'Page X of Y' in its footer. */
function expectNumberedA4(printed: Awaited<ReturnType<typeof printedPages>>) {
  const { width, height } = printed.pageSize;
  expect([Math.round(width), Math.round(height)].sort()).toEqual([595, 842]);
  printed.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${printed.pages.length}`));
}

const lines = (text: string) => text.split('\n').map((line) => line.trim());

describe('the caller list, as printed', () => {
  let printed: Awaited<ReturnType<typeof printedPages>>;
  let text: string;
  beforeAll(async () => {
    const bytes = await download(
      `/api/communications/getCallerCommunicationsReport/${app.users.user._id}/${day}/${day}`,
    );
    [printed, text] = await Promise.all([printedPages(bytes, 'docx'), wordDocumentText(bytes)]);
  });

  it('is A4, runs over several pages, each numbered and each with the header row', () => {
    expect(printed.pages.length).toBeGreaterThan(1);
    expectNumberedA4(printed);
    for (const page of printed.pages) {
      expect(page).toMatch(/Date\s+Contacted\s+With\s+Outcome\s+Next action\s+Notes/);
      // A short row moves whole to the next page: under the header comes a new call, not a remnant.
      const [, firstRow = ''] = /Notes\s*\n(.*)/.exec(page) ?? [];
      expect(firstRow).toMatch(/^\s*\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    }
  });

  it('has a title block: the caller, the period, what every row shares, when it was prepared and in which zone', () => {
    const first = printed.pages[0]!;
    expect(first).toContain('User Tester - Caller List');
    expect(first).toContain('Caller: User Tester');
    expect(first).toContain('Period: 01/07/2026 01:00 to 02/07/2026 00:59');
    expect(first).toContain(`${extraCalls + 3} communications`);
    expect(first).toContain('Project: Project Oak');
    expect(first).toContain('Purchaser: Birch Capital');
    expect(first).toMatch(/Prepared \d\d\/\d\d\/\d{4} \d\d:\d\d \(Europe\/London\)/);
  });

  it('reads call times in the firm zone: 08:30 UTC in July is 09:30 in London', () => {
    const row = printed.pages[0]!.split('\n').find((line) => line.includes('01/07/2026 09:30'));
    expect(row).toBeDefined();
    expect(printed.pages.join('\n')).not.toContain('01/07/2026 08:30');
  });

  it('fills Contacted: the contact on file for a console call, the linked contact when there is one', () => {
    const rowAt = (time: string) => printed.pages[0]!.split('\n').find((line) => line.includes(`01/07/2026 ${time}`));
    expect(rowAt('09:30')).toContain('Ann Birch');
    expect(rowAt('10:00')).toContain('Carl Cedar');
    expect(rowAt('10:15')).toContain('Manager Tester');
  });

  it('keeps a multi-line note on its lines', () => {
    expect(lines(text)).toContain('Spoke to the MD.');
    expect(lines(text)).toContain('Wants the teaser by Friday.');
  });

  it('is set in a sans font in the document defaults', async () => {
    const bytes = await download(
      `/api/communications/getCallerCommunicationsReport/${app.users.user._id}/${day}/${day}`,
    );
    const styles = await (await JSZip.loadAsync(bytes)).file('word/styles.xml')!.async('string');
    expect(styles).toMatch(/<w:docDefaults>.*w:ascii="Arial"/s);
  });
});

describe('the project communications report, as printed', () => {
  it('is numbered A4 with the project in its title block, times in the firm zone and Contacted filled', async () => {
    // As the web app asks: the London day, from its midnight to its last second, as UTC instants.
    const londonDay = '2026-06-30T23:00:00.000Z/2026-07-01T22:59:59.999Z';
    const bytes = await download(`/api/project/getProjectCommunicationReportByDate/${projectId}/${londonDay}`);
    const printed = await printedPages(bytes, 'docx');
    expectNumberedA4(printed);
    const first = printed.pages[0]!;
    expect(first).toMatch(/Period: 01\/07\/2026\s*\n/);
    expect(first).toContain('Project Oak - Communications');
    expect(first).toMatch(/Project: Project Oak \(\S+\), client Oakfield Engineering/);
    expect(first).toMatch(/Date\s+Contacted\s+By\s+Outcome/);
    const row = first.split('\n').find((line) => line.includes('01/07/2026 09:30'));
    expect(row).toContain('Ann Birch');
    expect(row).toContain('User Tester');
  });
});

describe('the purchaser document, as printed', () => {
  let printed: Awaited<ReturnType<typeof printedPages>>;
  beforeAll(async () => {
    printed = await printedPages(await download(`/api/project/potentialpurchaserword/${projectId}`), 'docx');
  });

  it('is numbered A4 with the project and client in its title block', () => {
    expectNumberedA4(printed);
    expect(printed.pages[0]).toContain('Project Oak - Potential Purchasers');
    expect(printed.pages[0]).toContain('Client: Oakfield Engineering');
  });

  it("prints the contact's e-mail address whole on one line", () => {
    expect(printed.pages.join('\n')).toContain(email);
  });

  it('prints a tick as the day it was ticked in the firm zone, an unticked one as nothing', () => {
    const page = printed.pages.join('\n');
    const row = page.split('\n').find((line) => line.includes('Birch Capital'))!;
    expect(row).toContain('01/07/2026');
    expect(row).not.toContain('30/06/2026');
    expect(page).not.toMatch(/\b(TRUE|FALSE|true|false)\b/);
  });
});
