import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ErrorBody, Import, ImportPreview, ImportState, UploadedImport } from '@dealbook/contracts';
import { importProjection, rebuildProjections } from '@dealbook/projections';
import { sql } from 'kysely';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let dataDir: string;
let call: Call;
let harbourside: Company;

async function settle(id: string, states: ImportState[] = ['checked', 'finished', 'failed']): Promise<Import> {
  const started = Date.now();
  for (;;) {
    const found = (await call(`/api/import/${id}`)).json as Import;
    if (states.includes(found.state)) return found;
    if (Date.now() - started > 30_000) throw new Error(`Import ${id} stayed ${found.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function check(id: string, duplicates?: string) {
  const mapped = await call(`/api/import/${id}/mapping`, {
    method: 'PUT',
    body: { columns: ['companyName', 'domain', 'city'], matchOn: 'domain', mode: 'both', remember: false, duplicates },
  });
  expect(mapped.status, mapped.text).toBe(200);
  expect((await call(`/api/import/${id}/check`, { method: 'POST' })).status).toBe(202);
  const checked = await settle(id);
  const preview = (await call(`/api/import/${id}/preview`)).json as ImportPreview;
  return { counts: checked.checked, rows: preview.rows };
}

const companiesNamed = async (text: string) =>
  (await call(`/api/companies/search?companyName=${encodeURIComponent(text)}&limit=100`)).json as Company[];

let importId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-import-duplicates-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  call = app.as('admin').call;
  harbourside = (await call('/api/company', { method: 'POST', body: { companyName: 'Harbourside Widgets Ltd' } }))
    .json as Company;
  const form = new FormData();
  form.append('kind', 'companies');
  // The existing company under another legal form and another domain, and a company that is new.
  const file =
    'Company Name,Website,City\nHARBOURSIDE WIDGETS LIMITED,harbourside-widgets.example,Hull\nBrand New Kites,new-kites.example,York\n';
  form.append('file', new Blob([file]), 'firms.csv');
  const uploaded = await call('/api/imports', { method: 'POST', body: form });
  expect(uploaded.status, uploaded.text).toBe(201);
  importId = (uploaded.json as UploadedImport)._id;
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an import row that may duplicate an existing company', () => {
  it('is not listed under "Will create": the dry run skips it unasked, naming and linking the company', async () => {
    const { counts, rows } = await check(importId);
    expect(counts).toMatchObject({ rows: 2, create: 1, skip: 1, duplicates: 1 });
    expect(rows.find((row) => row.line === 2)).toMatchObject({
      action: 'skip',
      detail: 'Possible duplicate of Harbourside Widgets Ltd',
      duplicateOf: [{ _id: harbourside._id, name: 'Harbourside Widgets Ltd' }],
    });
  });

  it('is created anyway when the person says so, still marked as a possible duplicate', async () => {
    const { counts, rows } = await check(importId, 'create');
    expect(counts).toMatchObject({ rows: 2, create: 2, skip: 0, duplicates: 1 });
    expect(rows.find((row) => row.line === 2)).toMatchObject({
      action: 'create',
      detail: 'Possible duplicate of Harbourside Widgets Ltd: created anyway',
    });
  });

  it('updates the company it may duplicate when chosen, keeping its name: the company exists once', async () => {
    const { counts, rows } = await check(importId, 'update');
    expect(counts).toMatchObject({ rows: 2, create: 1, update: 1, duplicates: 1 });
    expect(rows.find((row) => row.line === 2)).toMatchObject({
      action: 'update',
      detail: 'Possible duplicate of Harbourside Widgets Ltd: Changes Domain, City',
    });
    expect((await call(`/api/import/${importId}/run`, { method: 'POST' })).status).toBe(202);
    expect((await settle(importId, ['finished', 'failed'])).done).toMatchObject({ create: 1, update: 1 });
    const found = await companiesNamed('Harbourside');
    expect(found.map((company) => [company._id, company.companyName, company.domain, company.city])).toEqual([
      [harbourside._id, 'Harbourside Widgets Ltd', 'harbourside-widgets.example', 'Hull'],
    ]);
  });

  it('refuses a choice that is not one, naming the field', async () => {
    const form = new FormData();
    form.append('kind', 'companies');
    form.append('file', new Blob(['Company Name\nAcme\n']), 'more.csv');
    const id = ((await call('/api/imports', { method: 'POST', body: form })).json as UploadedImport)._id;
    const refused = await call(`/api/import/${id}/mapping`, {
      method: 'PUT',
      body: { columns: ['companyName'], matchOn: 'companyName', mode: 'both', duplicates: 'merge' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.json as ErrorBody).details ?? {})).toEqual(['duplicates']);
  });
});

describe('an import row that may duplicate an existing contact', () => {
  it('is caught by the name written another way or by the number, and updated when chosen, keeping the name', async () => {
    const existing = (
      await call('/api/contact', {
        method: 'POST',
        body: { firstName: 'Jenny', lastName: "O'Wren", telephone: '+44 20 7946 0002' },
      })
    ).json as { _id: string };
    const form = new FormData();
    form.append('kind', 'contacts');
    const file =
      'First Name,Last Name,Email,Mobile\njenny,owren,jenny@wren.example,\nJ.,Wren,,020 7946 0002\nPeter,Piper,,\n';
    form.append('file', new Blob([file]), 'people.csv');
    const id = ((await call('/api/imports', { method: 'POST', body: form })).json as UploadedImport)._id;
    const map = (duplicates?: string) =>
      call(`/api/import/${id}/mapping`, {
        method: 'PUT',
        body: {
          columns: ['firstName', 'lastName', 'email', 'mobile'],
          matchOn: 'email',
          mode: 'both',
          remember: false,
          duplicates,
        },
      });
    expect((await map()).status).toBe(200);
    expect((await call(`/api/import/${id}/check`, { method: 'POST' })).status).toBe(202);
    expect((await settle(id)).checked).toMatchObject({ rows: 3, create: 1, skip: 2, duplicates: 2 });
    const preview = ((await call(`/api/import/${id}/preview`)).json as ImportPreview).rows;
    expect(
      preview.filter((row) => row.action === 'skip').map((row) => [row.line, row.detail, row.duplicateOf]),
    ).toEqual([
      [2, "Possible duplicate of Jenny O'Wren", [{ _id: existing._id, name: "Jenny O'Wren" }]],
      [3, "Possible duplicate of Jenny O'Wren", [{ _id: existing._id, name: "Jenny O'Wren" }]],
    ]);

    // Updating it: the first row updates the contact, the second may not update it again.
    expect((await map('update')).status).toBe(200);
    expect((await call(`/api/import/${id}/check`, { method: 'POST' })).status).toBe(202);
    expect((await settle(id)).checked).toMatchObject({ rows: 3, create: 1, update: 1, error: 1 });
    expect((await call(`/api/import/${id}/run`, { method: 'POST' })).status).toBe(202);
    await settle(id, ['finished', 'failed']);
    const contact = (await call(`/api/contact/${existing._id}`)).json as {
      firstName: string;
      lastName: string;
      email: string;
    };
    expect(contact).toMatchObject({ firstName: 'Jenny', lastName: "O'Wren", email: 'jenny@wren.example' });
  });
});

describe('the dry run as the read model keeps it', () => {
  it('is rebuilt from the log row for row, with the records each row may duplicate', async () => {
    const { db, rebuildSource } = app.dealbook.persistence;
    const snapshot = async () => {
      const result: Record<string, string[]> = {};
      for (const table of importProjection.tables) {
        const { rows } = await sql<{
          row: string;
        }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(db);
        result[table] = rows.map((row) => row.row);
      }
      return result;
    };
    const written = await snapshot();
    expect(written.import_preview!.filter((row) => row.includes('Possible duplicate of')).length).toBeGreaterThan(1);
    await rebuildProjections({ db, source: rebuildSource!, projections: [importProjection] });
    expect(await snapshot()).toEqual(written);
  });
});
