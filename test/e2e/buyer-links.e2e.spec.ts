import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SessionCookie,
  type BuyerDocumentGrant,
  type Purchase,
  type SendBuyerDocumentsAnswer,
} from '@dealbook/contracts';
import { scanDatabase } from '../support/personal-data-scan.js';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { connectSocket } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, expectRebuildEqualsInline, historyLines, uploadForm } from './merge-support.js';

/**
 * Sending buyer documents (issue 38): the deal team sends the teaser and the IM to a purchaser's
 * people by e-mail (a real SMTP server), each recipient gets a personal link, the buyer's page
 * serves watermarked PDFs, every use is an event, and the link is revoked or expires.
 */
let app: TestApp;
let smtp: SmtpTestServer;
const call = apiCaller(() => app);
const tokens = {} as Record<'admin' | 'user' | 'client' | 'external', string>;
const ids = {} as Record<
  'client' | 'project' | 'other' | 'signed' | 'unsigned' | 'signedBuyer' | 'unsignedBuyer' | 'teaser' | 'im' | 'plain',
  string
>;
const people = {} as Record<'ada' | 'bo' | 'cy' | 'noMail', string>;
const stamp = Date.now().toString(36);

async function created(path: string, body: unknown): Promise<string> {
  const answer = await call(tokens.user, path, 'POST', body);
  expect(answer.status, `${path}: ${answer.text}`).toBe(201);
  return (answer.json as { _id: string })._id;
}

/** A real two-page PDF, as a teaser or an IM is. */
async function realPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2])
    pdf.addPage([595, 842]).drawText(`${title} page ${page}`, { x: 72, y: 760, font, size: 18 });
  return pdf.save();
}

function upload(fileName: string, bytes: Uint8Array, type: string): FormData {
  const form = new FormData();
  form.append('projects', ids.project);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

const tick = () => ({ checked: true, timestamp: new Date().toISOString() });
const send = (purchaseId: string, body: unknown) =>
  call(tokens.user, `/api/purchase/${purchaseId}/documents`, 'POST', body);
const grantsOf = async (purchaseId: string) =>
  (await call(tokens.user, `/api/purchase/${purchaseId}/documents`)).json as BuyerDocumentGrant[];
const buyer = (path: string, init: RequestInit = {}) => fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });
const pathOf = (link: string) => new URL(link).pathname;

function pdftotext(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'buyer-pdf-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' })
      .split('\f')
      .slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let sent: SendBuyerDocumentsAnswer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Dealbook <deals@dealbook.example>' };
  Object.assign(process.env, env);
  try {
    app = await startTestApp();
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
  for (const role of ['admin', 'user', 'client', 'external'] as const) tokens[role] = (await app.signIn(role)).token;
  ids.client = await created('/api/company', { companyName: `Heron Seller Holdings ${stamp}` });
  ids.project = await created('/api/project', { projectName: `Project Heron ${stamp}`, client: ids.client });
  const otherClient = await created('/api/company', { companyName: `Other Seller ${stamp}` });
  ids.other = await created('/api/project', { projectName: `Project Other ${stamp}`, client: otherClient });
  ids.signedBuyer = await created('/api/company', { companyName: `Acme Ltd ${stamp}` });
  ids.unsignedBuyer = await created('/api/company', { companyName: `Brill plc ${stamp}` });
  people.ada = await created('/api/contact', {
    firstName: 'Ada',
    lastName: `Quill${stamp}`,
    email: `ada.${stamp}@acme.example`,
    companies: [ids.signedBuyer],
  });
  people.cy = await created('/api/contact', {
    firstName: 'Cy',
    lastName: `Marsh${stamp}`,
    email: `cy.${stamp}@acme.example`,
    companies: [ids.signedBuyer],
  });
  people.noMail = await created('/api/contact', {
    firstName: 'Nell',
    lastName: `Nomail${stamp}`,
    companies: [ids.signedBuyer],
  });
  people.bo = await created('/api/contact', {
    firstName: 'Bo',
    lastName: `Brill${stamp}`,
    email: `bo.${stamp}@brill.example`,
    companies: [ids.unsignedBuyer],
  });
  ids.signed = await created('/api/purchase', {
    company: ids.signedBuyer,
    project: ids.project,
    sentNDA: tick(),
    signedNDA: tick(),
  });
  ids.unsigned = await created('/api/purchase', { company: ids.unsignedBuyer, project: ids.project });
  ids.teaser = await created(
    '/api/attachment',
    upload('Heron teaser.pdf', await realPdf('Heron teaser'), 'application/pdf'),
  );
  ids.im = await created(
    '/api/attachment',
    upload('Heron IM.pdf', await realPdf('Heron information memorandum'), 'application/pdf'),
  );
  ids.plain = await created(
    '/api/attachment',
    upload('Heron model.txt', new TextEncoder().encode('numbers'), 'text/plain'),
  );
  for (const [id, buyerAccess] of [
    [ids.teaser, 'teaser'],
    [ids.im, 'nda'],
    [ids.plain, 'teaser'],
  ] as const) {
    const marked = await call(tokens.user, `/api/attachment/${id}`, 'PUT', { buyerAccess });
    expect(marked.status, marked.text).toBe(200);
  }
}, 90_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('sending buyer documents (issue 38)', () => {
  it('refuses the IM to a purchaser without a signed NDA, naming why, and sends nothing', async () => {
    const refused = await send(ids.unsigned, { attachments: [ids.teaser, ids.im], recipients: [people.bo] });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.text).toContain(`Brill plc ${stamp} has not signed the NDA — “Heron IM.pdf” cannot be sent`);
    expect(smtp.received).toHaveLength(0);
    expect(await grantsOf(ids.unsigned)).toEqual([]);
  });

  it('refuses what the rules forbid with the reason: no e-mail, not their company, not a PDF, not a buyer document', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ attachments: [ids.teaser], recipients: [people.noMail] }, 409, `Nell Nomail${stamp} has no e-mail address`],
      [{ attachments: [ids.teaser], recipients: [people.bo] }, 409, `does not work at Acme Ltd ${stamp}`],
      [{ attachments: [ids.plain], recipients: [people.ada] }, 409, '“Heron model.txt” is not a PDF'],
      [{ attachments: [ids.client], recipients: [people.ada] }, 400, 'attachments'],
      [{ attachments: [], recipients: [people.ada] }, 400, 'attachments'],
      [{ attachments: [ids.teaser] }, 400, 'recipients'],
      [{ attachments: [ids.teaser], recipients: [people.ada], expiresAt: '2020-01-01T00:00:00Z' }, 400, 'expiresAt'],
      [{ attachments: [ids.teaser], recipients: [people.ada], expiresAt: 'soon' }, 400, 'expiresAt'],
      [{ attachments: [ids.teaser], recipients: [people.ada], token: 'x' }, 400, 'token'],
    ];
    for (const [body, status, words] of cases) {
      const answer = await send(ids.signed, body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(status);
      expect(answer.text, JSON.stringify(body)).toContain(words);
    }
    const unknown = await send('01a22be3-d370-756b-a646-3350b32552de', {
      attachments: [ids.teaser],
      recipients: [people.ada],
    });
    expect(unknown.status).toBe(404);
    expect(smtp.received).toHaveLength(0);
    expect(await grantsOf(ids.signed)).toEqual([]);
  });

  it('mails each recipient a personal link, records who got what, and ticks "IM sent"', async () => {
    const answer = await send(ids.signed, {
      attachments: [ids.teaser, ids.im],
      recipients: [people.ada],
      message: 'As discussed, the teaser and the IM.',
    });
    expect(answer.status, answer.text).toBe(201);
    sent = answer.json as SendBuyerDocumentsAnswer;
    expect(sent.refused).toEqual([]);
    expect(sent.grants).toHaveLength(1);
    const [grant] = sent.grants;
    expect(grant).toMatchObject({
      recipient: { _id: people.ada, name: `Ada Quill${stamp}`, email: `ada.${stamp}@acme.example` },
      state: 'active',
      opened: 0,
      documents: [
        { id: ids.teaser, fileName: 'Heron teaser.pdf', buyerAccess: 'teaser' },
        { id: ids.im, fileName: 'Heron IM.pdf', buyerAccess: 'nda' },
      ],
    });
    expect(grant!.link).toMatch(new RegExp(`^${app.baseUrl}/d/[A-Za-z0-9_-]{43}$`));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([`ada.${stamp}@acme.example`]);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(pathOf(grant!.link));
    expect(mail.raw).toContain(`Project Heron ${stamp}`);
    expect(mail.raw).not.toContain('Heron Seller Holdings');
    const purchase = (await call(tokens.user, `/api/purchase/${ids.signed}`)).json as Purchase;
    expect(purchase.sentIM.checked).toBe(true);
    expect(purchase.sentTeaser.checked).toBe(true);
    const history = historyLines((await call(tokens.user, `/api/history/purchase/${ids.signed}`)).json as never);
    expect(history.join('\n')).toContain('IM sent');
  });

  it("keeps only the token's hash: neither the database nor the log holds the token", async () => {
    const token = pathOf(sent.grants[0]!.link).split('/')[2]!;
    expect(await scanDatabase(app.dealbook.persistence.db, [token])).toEqual({});
  });

  it('opens the buyer page in words and serves each PDF watermarked for its recipient on every page', async () => {
    const path = pathOf(sent.grants[0]!.link);
    const page = await buyer(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`Project Heron ${stamp}`);
    expect(html).toContain('Heron teaser.pdf');
    expect(html).toContain('Heron IM.pdf');
    expect(html).not.toContain('Heron Seller Holdings');
    expect(html).not.toContain('<script');

    const download = await buyer(`${path}/${ids.im}?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(download.headers.get('cache-control')).toBe('no-store');
    const pages = pdftotext(new Uint8Array(await download.arrayBuffer()));
    expect(pages).toHaveLength(2);
    for (const text of pages) {
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(`Ada Quill${stamp}`);
      expect(flat).toContain(`ada.${stamp}@acme.example`);
      expect(flat).toContain(`Acme Ltd ${stamp}`);
      expect(flat).toContain('Heron information memorandum');
    }
    const view = await buyer(`${path}/${ids.teaser}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-disposition')).toMatch(/^inline/);

    const [grant] = await grantsOf(ids.signed);
    expect(grant).toMatchObject({
      opened: 1,
      activity: { [ids.im]: { viewed: 0, downloaded: 1 }, [ids.teaser]: { viewed: 1, downloaded: 0 } },
    });
    expect(grant!.lastActivityAt).not.toBeNull();
  });

  it("sums the reading up per purchaser on the project's buyer engagement, the most engaged first", async () => {
    const engagement = await call(tokens.user, `/api/project/${ids.project}/buyer-engagement`);
    expect(engagement.status, engagement.text).toBe(200);
    expect(engagement.json).toEqual([
      expect.objectContaining({
        purchaseId: ids.signed,
        purchaserName: `Acme Ltd ${stamp}`,
        links: 1,
        readers: 1,
        opened: 1,
        viewed: 1,
        downloaded: 1,
        teaserSentAt: expect.any(String),
        imSentAt: expect.any(String),
        firstOpenedAt: expect.any(String),
      }),
    ]);
    for (const role of ['client', 'external'] as const) {
      expect((await call(tokens[role], `/api/project/${ids.project}/buyer-engagement`)).status, role).toBe(403);
    }
    expect((await call(tokens.user, `/api/project/${ids.client}/buyer-engagement`)).status).toBe(404);
  });

  it("opens nothing else: another document, another link's, the API or a guessed token", async () => {
    const path = pathOf(sent.grants[0]!.link);
    const token = path.split('/')[2]!;
    for (const other of [
      `${path}/${ids.plain}`,
      `${path}/${ids.client}`,
      `${path}/not-an-id`,
      '/d/' + 'A'.repeat(43),
      '/d/short',
    ]) {
      const answer = await buyer(other);
      expect(answer.status, other).toBe(404);
      const html = await answer.text();
      expect(html, other).toContain('Link not found');
      expect(html, other).not.toContain('"statusCode"');
    }
    for (const route of [
      '/api/purchases/search',
      `/api/purchase/${ids.signed}`,
      `/api/purchase/${ids.signed}/documents`,
    ]) {
      const answer = await buyer(route, { headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` } });
      expect(answer.status, route).toBe(401);
    }
  });

  it('opens no socket: the token is no session and no bearer token', async () => {
    const token = pathOf(sent.grants[0]!.link).split('/')[2]!;
    for (const auth of [{ token }, { cookie: `${SessionCookie}=${token}` }]) {
      await expect(connectSocket(app.baseUrl, auth), JSON.stringify(Object.keys(auth))).rejects.toThrow();
    }
  });

  it("is for the firm's staff only: a client or an external caller cannot send, list or revoke", async () => {
    for (const role of ['client', 'external'] as const) {
      const base = `/api/purchase/${ids.signed}/documents`;
      expect((await call(tokens[role], base)).status, role).toBe(403);
      expect(
        (await call(tokens[role], base, 'POST', { attachments: [ids.teaser], recipients: [people.ada] })).status,
      ).toBe(403);
      expect((await call(tokens[role], `${base}/${sent.grants[0]!._id}`, 'DELETE')).status).toBe(403);
    }
    expect((await grantsOf(ids.signed))[0]!.state).toBe('active');
  });

  it('reports a recipient the mail server refuses, and records nothing for them', async () => {
    smtp.refuseRecipient(`cy.${stamp}@acme.example`);
    const before = smtp.received.length;
    const answer = await send(ids.signed, { attachments: [ids.teaser], recipients: [people.cy] });
    expect(answer.status, answer.text).toBe(502);
    expect(answer.text).toContain(`cy.${stamp}@acme.example`);
    expect(answer.text).toContain('refused');
    expect(smtp.received).toHaveLength(before);
    expect((await grantsOf(ids.signed)).map((grant) => grant.recipient._id)).toEqual([people.ada]);
  });

  it('withdraws a link: the buyer reads "Access withdrawn", and the history says who sent and who withdrew', async () => {
    const grantId = sent.grants[0]!._id;
    const revoked = await call(tokens.user, `/api/purchase/${ids.signed}/documents/${grantId}`, 'DELETE');
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json).toMatchObject({ _id: grantId, state: 'revoked' });
    const wrongPurchase = await call(tokens.user, `/api/purchase/${ids.unsigned}/documents/${grantId}`, 'DELETE');
    expect(wrongPurchase.status).toBe(404);
    const path = pathOf(sent.grants[0]!.link);
    for (const gone of [path, `${path}/${ids.im}?download=1`]) {
      const answer = await buyer(gone);
      expect(answer.status, gone).toBe(410);
      expect(await answer.text()).toContain('Access withdrawn');
    }
    // The purchaser's history tells who was sent what, what they read, and who withdrew it.
    const history = historyLines((await call(tokens.user, `/api/history/purchase/${ids.signed}`)).json as never);
    expect(history.filter((line) => /sent|link|withdrew/.test(line))).toEqual([
      `User Tester sent ‘Heron teaser.pdf’ and ‘Heron IM.pdf’ to Ada Quill${stamp} at Acme Ltd ${stamp}`,
      `User Tester ticked Teaser sent for the purchaser Acme Ltd ${stamp} — Project Heron ${stamp}`,
      `User Tester ticked IM sent for the purchaser Acme Ltd ${stamp} — Project Heron ${stamp}`,
      `Ada Quill${stamp} opened their link to the buyer documents`,
      `Ada Quill${stamp} downloaded a document through their link`,
      `Ada Quill${stamp} viewed a document through their link`,
      'User Tester withdrew the link to the buyer documents',
    ]);
  });

  it("shows the sending and the reading on the purchaser's timeline, newest first", async () => {
    const timeline = await call(tokens.user, `/api/timeline/purchase/${ids.signed}?kind=changes`);
    expect(timeline.status, timeline.text).toBe(200);
    const lines = historyLines((timeline.json as { entries: never }).entries);
    expect(lines.slice(0, 3)).toEqual([
      'User Tester withdrew the link to the buyer documents',
      `Ada Quill${stamp} viewed a document through their link`,
      `Ada Quill${stamp} downloaded a document through their link`,
    ]);
  });

  it("replays the project's buyer documents as they stood at each instant", async () => {
    const [link] = (await grantsOf(ids.signed)).filter((grant) => grant._id === sent.grants[0]!._id);
    const at = async (instant: Date) => {
      const replay = await call(tokens.user, `/api/history/project/${ids.project}?at=${instant.toISOString()}`);
      expect(replay.status, replay.text).toBe(200);
      return (replay.json as { buyerDocuments: Record<string, unknown>[] }).buyerDocuments;
    };
    const ms = (iso: string, delta: number) => new Date(new Date(iso).getTime() + delta);
    expect(await at(ms(link!.sentAt, -1))).toEqual([]);
    const beforeWithdrawal = await at(ms(link!.revokedAt!, -1));
    expect(beforeWithdrawal).toEqual([
      expect.objectContaining({
        purchaserName: `Acme Ltd ${stamp}`,
        recipientName: `Ada Quill${stamp}`,
        documents: [
          expect.objectContaining({ fileName: 'Heron teaser.pdf' }),
          expect.objectContaining({ fileName: 'Heron IM.pdf' }),
        ],
        withdrawnAt: null,
        opened: 1,
        viewed: 1,
        downloaded: 1,
      }),
    ]);
    expect(await at(new Date())).toEqual([expect.objectContaining({ withdrawnAt: link!.revokedAt })]);
  });

  it('lets a link expire: afterwards it answers "Link expired"', async () => {
    const answer = await send(ids.signed, {
      attachments: [ids.teaser],
      recipients: [people.ada],
      expiresAt: new Date(Date.now() + 3000).toISOString(),
    });
    expect(answer.status, answer.text).toBe(201);
    const path = pathOf((answer.json as SendBuyerDocumentsAnswer).grants[0]!.link);
    expect((await buyer(path)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await buyer(path);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Link expired');
    expect((await grantsOf(ids.signed))[0]!.state).toBe('expired');
  });

  it('shows the client the reading of the purchasers they approved, in counts and dates, and nothing goes to one they rejected', async () => {
    const linked = await call(tokens.admin, `/api/user/${app.users.client._id}`, 'PUT', { companies: [ids.client] });
    expect(linked.status, linked.text).toBe(200);
    const submitted = await call(tokens.user, `/api/project/${ids.project}/purchasers/approval`, 'POST', {
      purchases: [ids.signed, ids.unsigned],
      note: 'Two trade buyers',
    });
    expect(submitted.status, submitted.text).toBe(200);
    for (const [purchaseId, decision] of [
      [ids.signed, 'approved'],
      [ids.unsigned, 'rejected'],
    ] as const) {
      const decided = await call(tokens.client, `/api/client/purchase/${purchaseId}/decision`, 'POST', {
        decision,
        comment: decision === 'rejected' ? 'A competitor of ours' : '',
      });
      expect(decided.status, decided.text).toBe(200);
    }
    const status = await call(tokens.client, `/api/client/project/${ids.project}/status`);
    expect(status.status, status.text).toBe(200);
    const { buyers } = status.json as { buyers: Record<string, unknown>[] };
    expect(buyers).toEqual([
      expect.objectContaining({
        purchaserName: `Acme Ltd ${stamp}`,
        // The expiring link was opened once too.
        opened: 2,
        viewed: 1,
        downloaded: 1,
        teaserSentAt: expect.any(String),
        imSentAt: expect.any(String),
        firstOpenedAt: expect.any(String),
      }),
    ]);
    expect(status.text).not.toContain(`Quill${stamp}`);
    expect(status.text).not.toContain('acme.example');

    const rejected = await send(ids.unsigned, { attachments: [ids.teaser], recipients: [people.bo] });
    expect(rejected.status, rejected.text).toBe(409);
    expect(rejected.text).toContain(`The client rejected Brill plc ${stamp}: nothing can be sent to them`);
  });

  it("holds back a document the client has not approved where the project asks for the client's approval", async () => {
    const bad = await call(tokens.user, `/api/project/${ids.project}`, 'PUT', { buyerDocumentsNeedApproval: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('buyerDocumentsNeedApproval');
    const asking = await call(tokens.user, `/api/project/${ids.project}`, 'PUT', { buyerDocumentsNeedApproval: true });
    expect(asking.status, asking.text).toBe(200);
    const project = (await call(tokens.user, `/api/project/${ids.project}`)).json as Record<string, unknown>;
    expect(project.buyerDocumentsNeedApproval).toBe(true);
    const held = await send(ids.signed, { attachments: [ids.teaser], recipients: [people.ada] });
    expect(held.status, held.text).toBe(409);
    expect(held.text).toContain(
      'The client has not approved “Heron teaser.pdf”: this project sends buyers only the documents its client approved',
    );
    const history = historyLines((await call(tokens.user, `/api/history/project/${ids.project}`)).json as never);
    expect(history.join('\n')).toContain("buyer documents need the client's approval");
    expect(
      (await call(tokens.user, `/api/project/${ids.project}`, 'PUT', { buyerDocumentsNeedApproval: false })).status,
    ).toBe(200);
  });

  it("withdraws every working link of a purchaser at once; each answers 'Access withdrawn'", async () => {
    const answer = await send(ids.signed, { attachments: [ids.teaser], recipients: [people.ada, people.cy] });
    // Cy's mailbox is still refused: Ada's link is made, and one more for the count.
    expect(answer.status, answer.text).toBe(201);
    const again = await send(ids.signed, { attachments: [ids.teaser], recipients: [people.ada] });
    expect(again.status, again.text).toBe(201);
    const paths = [answer, again].map((made) => pathOf((made.json as SendBuyerDocumentsAnswer).grants[0]!.link));
    for (const role of ['client', 'external'] as const) {
      expect((await call(tokens[role], `/api/purchase/${ids.signed}/documents`, 'DELETE')).status, role).toBe(403);
    }
    const revoked = await call(tokens.user, `/api/purchase/${ids.signed}/documents`, 'DELETE');
    expect(revoked.status, revoked.text).toBe(200);
    expect((revoked.json as BuyerDocumentGrant[]).filter((grant) => grant.state === 'active')).toEqual([]);
    for (const path of paths) {
      const gone = await buyer(path);
      expect(gone.status, path).toBe(410);
      expect(await gone.text()).toContain('Access withdrawn');
    }
    expect((await call(tokens.user, `/api/purchase/${ids.client}/documents`, 'DELETE')).status).toBe(404);
  });

  it('rebuilds the links and their activity from the log as they were built inline', async () => {
    await expectRebuildEqualsInline(app);
  });

  it('says in words when a PDF cannot be marked for its reader (damaged), and serves nothing', async () => {
    const damaged = await created('/api/attachment', uploadForm('Heron damaged.pdf', { projects: ids.project }));
    expect((await call(tokens.user, `/api/attachment/${damaged}`, 'PUT', { buyerAccess: 'teaser' })).status).toBe(200);
    const answer = await send(ids.signed, { attachments: [damaged], recipients: [people.ada] });
    expect(answer.status, answer.text).toBe(201);
    const path = pathOf((answer.json as SendBuyerDocumentsAnswer).grants[0]!.link);
    const refused = await buyer(`${path}/${damaged}?download=1`);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('Document unavailable');
    // A copy that could not be made is no download.
    const [grant] = await grantsOf(ids.signed);
    expect(grant!.activity).toEqual({});
  });

  it('sends a file other than a PDF only where the sender allows it, to download as it is', async () => {
    const bad = await send(ids.signed, { attachments: [ids.plain], recipients: [people.ada], allowDownload: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('allowDownload');
    const answer = await send(ids.signed, { attachments: [ids.plain], recipients: [people.ada], allowDownload: true });
    expect(answer.status, answer.text).toBe(201);
    const grant = (answer.json as SendBuyerDocumentsAnswer).grants[0]!;
    expect(grant.documents).toEqual([
      { id: ids.plain, fileName: 'Heron model.txt', buyerAccess: 'teaser', watermarked: false },
    ]);
    const path = pathOf(grant.link);
    const page = await (await buyer(path)).text();
    expect(page).toContain('Heron model.txt <span class="note">(download only, not marked)</span>');
    expect(page).not.toContain(`aria-label="View Heron model.txt"`);
    const file = await buyer(`${path}/${ids.plain}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/plain');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(await file.text()).toBe('numbers');
    const [link] = (await grantsOf(ids.signed)).filter((candidate) => candidate._id === grant._id);
    expect(link!.activity).toEqual({ [ids.plain]: expect.objectContaining({ viewed: 0, downloaded: 1 }) });
  });

  it('answers too many requests from one address with a page saying to wait, and records none of them', async () => {
    const [link] = await grantsOf(ids.signed);
    let limited: Response | undefined;
    for (let request = 0; request < 70 && !limited; request++) {
      const answer = await buyer(`/d/${'B'.repeat(43)}`);
      if (answer.status === 429) limited = answer;
      else await answer.arrayBuffer();
    }
    expect(limited, 'refused within 70 requests a minute').toBeDefined();
    expect(limited!.headers.get('retry-after')).toBe('60');
    expect(await limited!.text()).toContain('Please try again');
    expect((await grantsOf(ids.signed))[0]!.opened).toBe(link!.opened);
  });
});
