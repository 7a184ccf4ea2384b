import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendeeStatus, CommunicationAction, EventType } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { expectReadsAsReceived, missingWords, type DocumentFormat } from '../support/as-received.js';
import { workbookSheets } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { seedProjects, type ProjectFixtures } from './projects-support.js';
import { createPurchase, logCommunication } from './purchases-support.js';

/**
 * Issue 34, the rest of "every document the product offers" (the reports are in
 * documents-as-received): each grid export, each record PDF, the purchaser and caller downloads,
 * opened as their recipients open them. Every one says things in words, shows no apostrophe
 * before a value, prints at 8 pt or more with named fonts, and keeps e-mail addresses whole.
 */
let app: TestApp;
let token: string;
let adminToken: string;
let call: Call;
let fixtures: ProjectFixtures;
const ids: Record<'buyer' | 'person' | 'ambassador' | 'event', string> = {
  buyer: '',
  person: '',
  ambassador: '',
  event: '',
};
const longEmail = 'first.middle.lastname@a-long-company-domain-name.co.uk';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function download(path: string, bearer = token): Promise<Buffer> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, `${path}: ${bytes.toString('utf8', 0, 300)}`).toBe(200);
  return bytes;
}

async function create(path: string, body: Record<string, unknown>): Promise<string> {
  const created = await call<{ _id: string }>(path, { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json._id;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  call = app.asToken(token).call;
  adminToken = (await app.signIn('admin')).token;
  fixtures = await seedProjects(app, call);
  // A buyer whose enumerations have run-together identifiers, an international number and a long address.
  ids.buyer = await create('/api/company', {
    companyName: 'Osprey International Acquisitions plc',
    telephone: '+33 1 42 68 53 00',
    industryType: 'ProfessionalServices',
    opportunitySource: 'ColdCall',
    isAmbassador: true,
    hasSignedAmbassadorNDA: true,
  });
  ids.person = await create('/api/contact', {
    firstName: 'Marguerite',
    lastName: 'Delacroix-Fontaine',
    email: longEmail,
    telephone: '+33 6 12 34 56 78',
    jobTitle: '-Head of Mergers & Acquisitions, Continental Europe',
    companies: [ids.buyer],
  });
  ids.ambassador = await create('/api/contact', {
    firstName: 'Ambrose',
    lastName: 'Ambassador',
    email: 'ambrose.ambassador@an-introducers-firm.example',
    // Wraps in its column, above other people's rows: the row must grow, not draw over them.
    jobTitle: 'Introducer of buyers, Mergers & Acquisitions, for Continental Europe',
    isAmbassador: true,
  });
  const purchase = await createPurchase(call, { company: ids.buyer, project: fixtures.eagle._id });
  await logCommunication(call, {
    purchases: [purchase._id],
    contacted: [ids.person],
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    content: 'Keen on the opportunity; send the NDA and the teaser',
  });
  ids.event = await create('/api/event', {
    description: 'Paris breakfast for acquirers',
    eventType: EventType.Breakfast,
    city: 'Paris',
    eventDate: `${day(2)}T08:00:00Z`,
    attendees: [{ attendee: ids.person, status: AttendeeStatus.Invited }],
  });
  await create('/api/task', {
    subject: 'Send Marguerite the teaser',
    dueDate: `${day(3)}T00:00:00Z`,
    companies: [ids.buyer],
    contacts: [ids.person],
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Each grid's "Export .xlsx" as its screen offers it (the users grid is the administrators'). */
const gridExports: [string, () => string, (() => string)?][] = [
  ['companies', () => '/api/companies/export'],
  ['ambassador companies', () => '/api/companies/export/ambassadors'],
  ['people', () => '/api/contacts/export'],
  ['ambassadors', () => '/api/contacts/export/ambassadors'],
  ['deals', () => '/api/projects/export?isDeal=true'],
  ['opportunities', () => '/api/projects/export?isDeal=false'],
  ['purchasers', () => `/api/purchases/export?project=${fixtures.eagle._id}`],
  ['tasks', () => '/api/tasks/export'],
  ['events', () => '/api/events/export'],
  ['attendees', () => `/api/event/attendees/${ids.event}/export`],
  ['users', () => '/api/users/export', () => adminToken],
];

describe.each(gridExports)('the %s export', (name, path, bearer) => {
  it('prints every column in words at 8 pt or more, named fonts, no apostrophe, addresses whole', async () => {
    const bytes = await download(path(), bearer?.());
    const words = await expectReadsAsReceived(name, bytes, 'xlsx');
    // Every column of the sheet reaches paper (on a following page where it does not fit).
    const [sheet] = [...(await workbookSheets(bytes)).values()];
    const header = sheet!.find((row) => row.filter((cell) => cell !== '').length > 2)!;
    expect(missingWords(header.join(' ').split(/\s+/).filter(Boolean), words), `${name}: headers`).toEqual([]);
    const addresses = sheet!.flat().filter((cell) => /^\S+@\S+\.\w+$/.test(cell));
    expect(missingWords(addresses, words), `${name}: e-mail addresses`).toEqual([]);
  }, 120_000);
});

/** Each record's PDF, and an e-mail address it must print whole. */
const recordPdfs: [string, () => string, string][] = [
  ['company', () => `/api/company/${ids.buyer}/pdf`, longEmail],
  ['contact', () => `/api/contact/${ids.person}/pdf`, longEmail],
  ['project', () => `/api/project/${fixtures.eagle._id}/pdf`, 'Delacroix-Fontaine'],
  ['event', () => `/api/event/${ids.event}/pdf`, longEmail],
];

describe.each(recordPdfs)('the %s PDF', (name, path, whole) => {
  it(`prints in words, and "${whole}" whole on one line`, async () => {
    const words = await expectReadsAsReceived(name, await download(path()), 'pdf');
    expect(missingWords([whole], words), name).toEqual([]);
  }, 120_000);
});

/** What the project's purchasers tab and a caller's page download. */
const downloads: [string, () => string, DocumentFormat, string[]][] = [
  ['purchasers workbook', () => `/api/project/potentialpurchaser/${fixtures.eagle._id}`, 'xlsx', ['+33']],
  ['purchasers document', () => `/api/project/potentialpurchaserword/${fixtures.eagle._id}`, 'docx', [longEmail]],
  [
    'project communications document',
    () => `/api/project/getProjectCommunicationReportByDate/${fixtures.eagle._id}/${day(-1)}/${day(1)}`,
    'docx',
    ['Delacroix-Fontaine'],
  ],
  [
    'caller list',
    () => `/api/communications/getCallerCommunicationsReport/${app.users.user._id}/${day(-1)}/${day(1)}`,
    'docx',
    ['Delacroix-Fontaine', 'Osprey'],
  ],
];

describe.each(downloads)('the %s', (name, path, format, whole) => {
  it('prints in words at 8 pt or more with named fonts, names whole', async () => {
    const words = await expectReadsAsReceived(name, await download(path()), format);
    expect(missingWords(whole, words), name).toEqual([]);
  }, 120_000);
});
