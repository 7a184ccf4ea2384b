import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SocketEvents,
  type Company,
  type ErrorBody,
  type HistoryEntry,
  type Import,
  type ImportPreview,
  type ImportProgressMessage,
  type ImportState,
  type UploadedImport,
} from '@dealbook/contracts';
import {
  companyProjection,
  contactProjection,
  importProjection,
  importRecordsProjection,
  projectProjection,
  rebuildProjections,
} from '@dealbook/projections';
import { sql } from 'kysely';
import type { Call, CallInit, CallResult } from '../support/api-client.js';
import { connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let app: TestApp;
let dataDir: string;
let admin: SignedInUser;
let staff: SignedInUser;
let call: Call;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-imports-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await app.signIn('admin');
  staff = await app.signIn('user');
  call = app.asToken(admin.token).call;
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sendJson = (method: string, body: unknown): CallInit => ({ method, body });

async function upload(kind: string, fileName: string, content: string | Uint8Array, as = admin) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  return app.asToken(as.token).call('/api/imports', { method: 'POST', body: form });
}

async function uploaded(kind: string, fileName: string, content: string): Promise<UploadedImport> {
  const answer = await upload(kind, fileName, content);
  expect(answer.status, answer.text).toBe(201);
  return answer.json as UploadedImport;
}

/** Polls the import until it reaches one of `states` (the work runs in the background). */
async function settle(id: string, states: ImportState[] = ['checked', 'finished', 'cancelled', 'failed', 'undone']) {
  const started = Date.now();
  for (;;) {
    const answer = await call(`/api/import/${id}`);
    const found = answer.json as Import;
    if (states.includes(found.state)) return found;
    if (Date.now() - started > 30_000) throw new Error(`Import ${id} stayed ${found.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function work(id: string, what: 'check' | 'run' | 'undo' | 'cancel') {
  const answer = await call(`/api/import/${id}/${what}`, { method: 'POST' });
  expect(answer.status, answer.text).toBe(202);
  return answer.json as Import;
}

const companiesNamed = async (prefix: string) => {
  const answer = await call(`/api/companies/search?companyName=${encodeURIComponent(prefix)}&limit=100`);
  return answer.json as Company[];
};

const bom = '\uFEFF';

describe('uploading a file', () => {
  it('reads the header row, suggests a mapping from the column names and shows the first rows', async () => {
    const file = `${bom}Company Name;Website;Phone;Revenue\r\nAcme Imports;https://www.acme-imports.example/about;0161 111;1000\r\n`;
    const found = await uploaded('companies', 'firms.csv', file);
    expect(found).toMatchObject({
      kind: 'companies',
      fileName: 'firms.csv',
      format: 'csv',
      state: 'uploaded',
      headers: ['Company Name', 'Website', 'Phone', 'Revenue'],
      mapping: { columns: ['companyName', 'domain', 'telephone', 'revenue'], matchOn: 'domain', mode: 'both' },
      mappingRemembered: false,
      startedBy: { _id: admin.user._id },
    });
    expect(found.sample).toEqual([['Acme Imports', 'https://www.acme-imports.example/about', '0161 111', '1000']]);
  });

  it('refuses what it cannot import, saying why, and lets only administrators in', async () => {
    const notSheet = await upload('companies', 'photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    expect(notSheet.status).toBe(400);
    const badKind = await upload('planets', 'firms.csv', 'Company\nAcme\n');
    expect(badKind.status).toBe(400);
    expect((badKind.json as ErrorBody).details).toHaveProperty('kind');
    const empty = await upload('companies', 'empty.csv', '');
    expect(empty.status).toBe(400);
    expect((empty.json as ErrorBody).message).toMatch(/header row/);
    expect((await upload('companies', 'firms.csv', 'Company\nAcme\n', staff)).status).toBe(403);
    expect((await app.asToken(staff.token).call('/api/imports')).status).toBe(403);
  });
});

describe('mapping, checking and running an import', () => {
  const rows = [
    'Company,Domain,Telephone,Industry,Revenue (£)',
    'Alpha Trading,alpha-trading.example,0100,Technology,1200',
    'Beta Holdings,beta-holdings.example,0200,,',
    ',nameless.example,0300,,',
    'Gamma Works,gamma-works.example,0400,Moon mining,',
    'Delta Partners,alpha-trading.example,0500,,',
  ];
  let id: string;

  it('refuses a mapping that fills a field twice or finds records by a field no column fills', async () => {
    id = (await uploaded('companies', 'batch.csv', rows.join('\n') + '\n'))._id;
    const twice = await call(
      `/api/import/${id}/mapping`,
      sendJson('PUT', { columns: ['companyName', 'companyName', null, null, null], matchOn: 'domain', mode: 'both' }),
    );
    expect(twice.status).toBe(400);
    expect(Object.keys((twice.json as ErrorBody).details ?? {}).sort()).toEqual(['columns.1', 'matchOn']);
    const fine = await call(
      `/api/import/${id}/mapping`,
      sendJson('PUT', {
        columns: ['companyName', 'domain', 'telephone', 'industryType', 'revenue'],
        matchOn: 'domain',
        mode: 'both',
        remember: true,
      }),
    );
    expect(fine.status, fine.text).toBe(200);
  });

  it('checks every row with the API’s own rules, writing nothing, and lists every failure with its reason', async () => {
    const before = (await companiesNamed('Alpha')).length;
    await work(id, 'check');
    const checked = await settle(id);
    expect(checked.state).toBe('checked');
    expect(checked.checked).toEqual({ rows: 5, create: 2, update: 0, unchanged: 0, skip: 0, error: 3 });
    expect((await companiesNamed('Alpha')).length).toBe(before);
    const preview = (await call(`/api/import/${id}/preview`)).json as ImportPreview;
    expect(preview.rows.map((row) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(preview.rows[0]!.values).toMatchObject({ 'Company name': 'Alpha Trading', Domain: 'alpha-trading.example' });
    const errors = await call(`/api/import/${id}/errors`);
    expect(errors.status).toBe(200);
    expect(errors.headers.get('content-disposition')).toContain('batch - errors.csv');
    const lines = errors.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('nameless.example');
    expect(lines[1]).toMatch(/Company name/);
    expect(lines[2]).toMatch(/Moon mining/);
    expect(lines[3]).toMatch(/line 2/);
  });

  it('runs in the background, records each record through its decider and names the import in its history', async () => {
    const { db } = app.dealbook.persistence;
    const analysed = async () => {
      const { rows } = await sql<{ count: string }>`
        select analyze_count + autoanalyze_count as count from pg_stat_user_tables where relname = 'companies'`.execute(
        db,
      );
      return Number(rows[0]!.count);
    };
    const analysedBefore = await analysed();
    await work(id, 'run');
    const finished = await settle(id);
    expect(finished.state).toBe('finished');
    // The planner's statistics follow what the import wrote (lookups and list counts use them).
    expect(await analysed()).toBeGreaterThan(analysedBefore);
    expect(finished.done).toEqual({ rows: 5, create: 2, update: 0, unchanged: 0, skip: 0, error: 3 });
    const [alpha] = await companiesNamed('Alpha Trading');
    expect(alpha).toMatchObject({ domain: 'alpha-trading.example', telephone: '0100', revenue: 1200 });
    const history = (await call(`/api/history/company/${alpha!._id}`)).json as HistoryEntry[];
    expect(history[0]).toMatchObject({
      type: 'CompanyRegistered',
      actor: { _id: admin.user._id },
      via: { kind: 'import', id, label: 'Import of batch.csv' },
    });
  });

  it('re-imports the same file to nothing: every row now finds its record, unchanged', async () => {
    const again = await uploaded('companies', 'batch.csv', rows.join('\n') + '\n');
    expect(again.mappingRemembered).toBe(true);
    expect(again.mapping.matchOn).toBe('domain');
    await work(again._id, 'run');
    const finished = await settle(again._id);
    expect(finished.done).toMatchObject({ create: 0, update: 0, unchanged: 2, error: 3 });
  });

  it('is undone whole: created records deleted, updated fields set back unless changed since', async () => {
    const update = await uploaded(
      'companies',
      'phones.csv',
      [
        'Domain,Telephone,City',
        'alpha-trading.example,0999,Leeds',
        'beta-holdings.example,0888,York',
        'omega.example,1,X',
      ].join('\n'),
    );
    expect(update.mapping.columns).toEqual(['domain', 'telephone', 'city']);
    const mapped = await call(
      `/api/import/${update._id}/mapping`,
      sendJson('PUT', { columns: ['domain', 'telephone', 'city'], matchOn: 'domain', mode: 'update' }),
    );
    expect(mapped.status).toBe(200);
    await work(update._id, 'run');
    expect((await settle(update._id)).done).toMatchObject({ update: 2, skip: 1 });
    const [beta] = await companiesNamed('Beta Holdings');
    // Someone edits Beta's city after the import: the undo leaves that field as they set it.
    const edited = await call(`/api/company/${beta!._id}`, sendJson('PUT', { city: 'Hull' }));
    expect(edited.status).toBe(200);
    await work(update._id, 'undo');
    const undone = await settle(update._id);
    expect(undone.state).toBe('undone');
    expect(undone.undone).toBe(2);
    const [alpha] = await companiesNamed('Alpha Trading');
    const [betaAfter] = await companiesNamed('Beta Holdings');
    expect(alpha).toMatchObject({ telephone: '0100', city: '' });
    expect(betaAfter).toMatchObject({ telephone: '0200', city: 'Hull' });
    const history = (await call(`/api/history/company/${alpha!._id}`)).json as HistoryEntry[];
    expect(history.at(-1)).toMatchObject({ via: { kind: 'import-undo', id: update._id } });

    await work(id, 'undo');
    expect((await settle(id)).state).toBe('undone');
    expect(await companiesNamed('Alpha Trading')).toEqual([]);
    expect(await companiesNamed('Beta Holdings')).toEqual([]);
  });

  it('lists past imports, newest first, with who ran them and their counts', async () => {
    const list = await call('/api/imports?limit=2');
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(4);
    const [newest] = list.json as Import[];
    expect(newest).toMatchObject({ fileName: 'phones.csv', state: 'undone', startedBy: { _id: admin.user._id } });
  });

  it('pages by the X-Next-Cursor it sends: every import once, newest first, then no cursor', async () => {
    const whole = await call('/api/imports?limit=100');
    const ids = (whole.json as Import[]).map((found) => found._id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: CallResult = await call(
        `/api/imports?limit=2${after === null ? '' : `&after=${encodeURIComponent(after)}`}`,
      );
      expect(page.status, page.text).toBe(200);
      seen.push(...(page.json as Import[]).map((found) => found._id));
      after = page.headers.get('x-next-cursor');
      pages++;
    } while (after !== null && pages < 50);
    expect(seen).toEqual(ids);
    expect(pages).toBe(Math.ceil(ids.length / 2));
    const bad = await call('/api/imports?after=not-a-cursor');
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorBody).details).toHaveProperty('after');
  });
});

describe('a long import', () => {
  const manyRows = (count: number, prefix: string) =>
    ['Company,Domain', ...Array.from({ length: count }, (_, i) => `${prefix} ${i},${prefix}-${i}.example`)].join('\n');

  it('pushes its progress to the import’s room at least once a second; staff below admin may not listen', async () => {
    const found = await uploaded('companies', 'many.csv', manyRows(6000, 'Progress'));
    const socket = await connectSocket(app.baseUrl, { token: admin.token });
    const refused = await connectSocket(app.baseUrl, { token: staff.token });
    try {
      expect((await subscribeRooms(refused, [`record:import:${found._id}`])).refused).toEqual([
        { room: `record:import:${found._id}`, reason: 'not permitted' },
      ]);
      const ack = await subscribeRooms(socket, [`record:import:${found._id}`]);
      expect(ack.joined).toEqual([`record:import:${found._id}`]);
      const progress: ImportProgressMessage[] = [];
      socket.on(SocketEvents.importProgress, (message: ImportProgressMessage) => progress.push(message));
      await work(found._id, 'run');
      const finished = await settle(found._id);
      expect(finished.done.create).toBe(6000);
      await waitUntil(() => progress.some((message) => message.state === 'finished'), 'The final progress push');
      const last = progress.at(-1)!;
      expect(last).toMatchObject({ importId: found._id, phase: 'run', rowsDone: 6000 });
    } finally {
      socket.disconnect();
      refused.disconnect();
    }
  });

  it('is cancelled part way, keeping what it recorded, and can then be undone', async () => {
    const found = await uploaded('companies', 'cancel.csv', manyRows(30000, 'Cancel'));
    await work(found._id, 'run');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await work(found._id, 'cancel');
    const cancelled = await settle(found._id);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.done.rows).toBeLessThan(30000);
    expect(cancelled.done.create).toBe(cancelled.done.rows);
    const count = await call('/api/companies/count');
    await work(found._id, 'undo');
    expect((await settle(found._id)).state).toBe('undone');
    const after = await call('/api/companies/count');
    expect(Number(count.text) - Number(after.text)).toBe(cancelled.done.create);
  });
});

describe('contacts and projects', () => {
  let companyId: string;

  beforeAll(async () => {
    const created = await call(
      '/api/company',
      sendJson('POST', { companyName: 'Linked Works Ltd', domain: 'linked-works.example' }),
    );
    expect(created.status).toBe(201);
    companyId = (created.json as { _id: string })._id;
  });

  it('imports contacts linked to their company by domain, and names a company it cannot find', async () => {
    const found = await uploaded(
      'contacts',
      'people.csv',
      [
        'First name,Last name,Email,Company domain',
        'Ada,Importer,ada.importer@linked-works.example,linked-works.example',
        'Bob,Nowhere,bob@nowhere.example,nowhere.example',
      ].join('\n'),
    );
    expect(found.mapping).toMatchObject({
      columns: ['firstName', 'lastName', 'email', 'companyDomain'],
      matchOn: 'email',
    });
    await work(found._id, 'run');
    const finished = await settle(found._id);
    expect(finished.done).toMatchObject({ create: 1, error: 1 });
    const errors = await call(`/api/import/${found._id}/errors`);
    // The reason is one CSV cell: its quotes doubled.
    expect(errors.text).toContain('"Company: no company has the domain ""nowhere.example"""');
    const contacts = (await call('/api/contacts/search?lastName=Importer')).json as {
      _id: string;
      reference: string;
      companies: { _id: string }[];
    }[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]!.reference).toMatch(/^CON-\d{6}$/);
    const contact = (await call(`/api/contact/${contacts[0]!._id}`)).json as { companies: { _id: string }[] };
    expect(contact.companies.map((company) => company._id)).toEqual([companyId]);
    await work(found._id, 'undo');
    expect((await settle(found._id)).state).toBe('undone');
    expect((await call(`/api/contact/${contacts[0]!._id}`)).status).toBe(404);
  });

  it('imports projects with their client and owner, then updates them by reference', async () => {
    const adminEmail = admin.user.email;
    const found = await uploaded(
      'projects',
      'deals.csv',
      [
        'Project name,Client company name,Owner (e-mail or full name)',
        `Linked sale,Linked Works Ltd,${adminEmail}`,
      ].join('\n'),
    );
    await work(found._id, 'run');
    const ran = await settle(found._id);
    expect(ran.done).toMatchObject({ create: 1, error: 0 });
    const projects = (await call(`/api/projects/search?client=${companyId}`)).json as {
      _id: string;
      reference: string;
    }[];
    expect(projects).toHaveLength(1);
    const project = projects[0]!;
    expect(project.reference).toMatch(/^PRJ-\d{6}$/);
    const saved = (await call(`/api/project/${project._id}`)).json as {
      owner: { _id: string };
      client: { _id: string };
    };
    expect(saved).toMatchObject({ owner: { _id: admin.user._id }, client: { _id: companyId } });
    const update = await uploaded(
      'projects',
      'deal-notes.csv',
      ['Reference,Description', `${project.reference},Agreed heads of terms`].join('\n'),
    );
    expect(update.mapping.matchOn).toBe('reference');
    await work(update._id, 'run');
    expect((await settle(update._id)).done).toMatchObject({ update: 1, error: 0 });
    expect((await call(`/api/project/${project._id}`)).json).toMatchObject({ description: 'Agreed heads of terms' });

    // A file that moves the project to another client; its undo moves it back.
    const other = await call('/api/company', sendJson('POST', { companyName: 'Other Works Ltd' }));
    expect(other.status).toBe(201);
    const move = await uploaded(
      'projects',
      'moves.csv',
      ['Reference,Client company name', `${project.reference},Other Works Ltd`].join('\n'),
    );
    await work(move._id, 'run');
    expect((await settle(move._id)).done).toMatchObject({ update: 1, error: 0 });
    const moved = (await call(`/api/project/${project._id}`)).json as { client: { _id: string } };
    expect(moved.client._id).toBe((other.json as { _id: string })._id);
    await work(move._id, 'undo');
    expect((await settle(move._id)).state).toBe('undone');
    expect((await call(`/api/project/${project._id}`)).json).toMatchObject({
      client: { _id: companyId, companyName: 'Linked Works Ltd' },
      description: 'Agreed heads of terms',
    });
  });

  it('undoes a company link it added to an existing contact, leaving the contact', async () => {
    const created = await call(
      '/api/contact',
      sendJson('POST', { firstName: 'Cleo', lastName: 'Existing', email: 'cleo@elsewhere.example' }),
    );
    expect(created.status).toBe(201);
    const contactId = (created.json as { _id: string })._id;
    const found = await uploaded(
      'contacts',
      'links.csv',
      ['Email,Company domain', 'cleo@elsewhere.example,linked-works.example'].join('\n'),
    );
    await work(found._id, 'run');
    expect((await settle(found._id)).done).toMatchObject({ update: 1, error: 0 });
    const companiesOf = async () =>
      ((await call(`/api/contact/${contactId}`)).json as { companies: { _id: string }[] }).companies.map(
        (company) => company._id,
      );
    expect(await companiesOf()).toEqual([companyId]);
    await work(found._id, 'undo');
    const undone = await settle(found._id);
    expect(undone).toMatchObject({ state: 'undone', undone: 1 });
    expect(await companiesOf()).toEqual([]);
    expect((await call(`/api/contact/${contactId}`)).json).toMatchObject({ email: 'cleo@elsewhere.example' });
  });
});

describe('the read models an import writes in batches', () => {
  it('rebuild from the log row for row as the batches wrote them', async () => {
    const { db, rebuildSource } = app.dealbook.persistence;
    const rebuilt = [
      companyProjection,
      contactProjection,
      projectProjection,
      importProjection,
      importRecordsProjection,
    ];
    const tables = [...new Set(rebuilt.flatMap((projection) => projection.tables))];
    const snapshot = async () => {
      const result: Record<string, string[]> = {};
      for (const table of tables) {
        const { rows } = await sql<{
          row: string;
        }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(db);
        result[table] = rows.map((row) => row.row);
      }
      return result;
    };
    const written = await snapshot();
    expect(written.import_records!.length).toBeGreaterThan(1000);
    expect(written.imports!.length).toBeGreaterThan(5);
    await rebuildProjections({ db, source: rebuildSource!, projections: rebuilt });
    expect(await snapshot()).toEqual(written);
  });
});
