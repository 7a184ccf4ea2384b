import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Contact, PossibleDuplicate, RoleName } from '@dealbook/contracts';
import { startTestApp } from '../support/test-app.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let app: TestApp;

/** The possible duplicates a GET answers, asked as the user of that role. */
const duplicates = (path: string, role: RoleName = 'user') => app.as(role).get<PossibleDuplicate[]>(path);

let acme: Company;
let wren: Contact;

beforeAll(async () => {
  app = await startTestApp();
  acme = (
    await app
      .as('user')
      .post('/api/company', { companyName: 'Acme Widgets Ltd', domain: 'acme-widgets.co.uk', city: 'Leeds' })
  ).json as Company;
  await app.as('user').post('/api/company', { companyName: 'Acme Gadgets Ltd' });
  wren = (
    await app.as('user').post('/api/contact', {
      firstName: 'Jenny',
      lastName: "O'Wren",
      email: 'jenny@wren.example',
      telephone: '+44 20 7946 0001',
    })
  ).json as Contact;
});

afterAll(async () => {
  await app?.close();
});

const ids = (found: PossibleDuplicate[]) => found.map((candidate) => candidate._id);

describe('GET /api/companies/possible-duplicates', () => {
  it('finds a company under another way of writing its name: legal form, "&", punctuation, case and spacing', async () => {
    for (const name of ['ACME  widgets limited', 'Acme-Widgets', 'acme widgets plc.']) {
      const { status, json } = await duplicates(`/api/companies/possible-duplicates?name=${encodeURIComponent(name)}`);
      expect(status).toBe(200);
      expect(json).toEqual([
        { _id: acme._id, name: 'Acme Widgets Ltd', detail: 'acme-widgets.co.uk, Leeds', reasons: ['name'] },
      ]);
    }
  });

  it('finds a company by its domain under another name, and says both reasons when both match', async () => {
    expect(
      (await duplicates('/api/companies/possible-duplicates?name=Widget%20World&domain=ACME-widgets.co.uk')).json,
    ).toEqual([expect.objectContaining({ _id: acme._id, reasons: ['domain'] })]);
    expect(
      (await duplicates('/api/companies/possible-duplicates?name=Acme%20Widgets&domain=acme-widgets.co.uk')).json[0]!
        .reasons,
    ).toEqual(['name', 'domain']);
  });

  it('finds nothing for a different company, and leaves out the record being edited', async () => {
    expect((await duplicates('/api/companies/possible-duplicates?name=Acme')).json).toEqual([]);
    expect(
      (await duplicates(`/api/companies/possible-duplicates?name=Acme%20Widgets&except=${acme._id}`)).json,
    ).toEqual([]);
  });

  it('refuses an unknown parameter or a malformed id with 400 naming it', async () => {
    const unknown = await duplicates('/api/companies/possible-duplicates?nam=Acme');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('nam');
    const badId = await duplicates('/api/companies/possible-duplicates?name=Acme&except=42');
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.json)).toContain('except');
  });
});

describe('GET /api/contacts/possible-duplicates', () => {
  it('finds a contact by name however it is written, by e-mail in any case, and by a number in another format', async () => {
    const byName = await duplicates('/api/contacts/possible-duplicates?firstName=jenny&lastName=owren');
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual([
      { _id: wren._id, name: "Jenny O'Wren", detail: 'jenny@wren.example, +44 20 7946 0001', reasons: ['name'] },
    ]);
    expect(ids((await duplicates('/api/contacts/possible-duplicates?email=JENNY@wren.example')).json)).toEqual([
      wren._id,
    ]);
    const byPhone = await duplicates('/api/contacts/possible-duplicates?mobile=020%207946%200001');
    expect(byPhone.json).toEqual([expect.objectContaining({ _id: wren._id, reasons: ['phone'] })]);
  });

  it('does not match on a first name alone or on a few digits', async () => {
    expect((await duplicates('/api/contacts/possible-duplicates?firstName=Jenny')).json).toEqual([]);
    expect((await duplicates('/api/contacts/possible-duplicates?telephone=0001')).json).toEqual([]);
  });
});

describe('who may check for duplicates', () => {
  it('refuses external callers and clients (staff data), naming no record', async () => {
    for (const role of ['external', 'client'] as const) {
      for (const path of [
        '/api/companies/possible-duplicates?name=Acme%20Widgets',
        '/api/contacts/possible-duplicates?email=jenny@wren.example',
      ]) {
        const { status, json } = await duplicates(path, role);
        expect(status, `${role} ${path}`).toBe(403);
        expect(JSON.stringify(json)).not.toContain('Acme');
        expect(JSON.stringify(json)).not.toContain('Wren');
      }
    }
  });
});
