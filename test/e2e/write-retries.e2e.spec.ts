import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCompany } from './projects-support.js';

/**
 * The write path's answers to a race (executeCommand): a client that never claimed a version
 * (no If-Match) gets no conflict it could not have seen; one that did gets 409; someone who may
 * not act at all hears 403 whatever version they name.
 */
let app: TestApp;
let call: Call;

beforeAll(async () => {
  app = await startTestApp();
  const admin = await app.signIn('admin');
  call = app.asToken(admin.token).call;
});
afterAll(async () => {
  await app?.close();
});

describe('writes without If-Match', () => {
  it('apply concurrent edits of different fields all, each decided on the version before it', async () => {
    const company = await createCompany(call, 'Raced Ltd');
    const edits = [
      { domain: 'raced.example' },
      { revenue: 1200 },
      { line1: '1 Race Street' },
      { city: 'Leeds' },
      { postcode: 'LS1 1AA' },
      { investmentNotes: 'Raced notes' },
    ];
    const answers = await Promise.all(
      edits.map((body) => call(`/api/company/${company._id}`, { method: 'PUT', body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(edits.map(() => 200));
    const stored = await call<Company & { version: number }>(`/api/company/${company._id}`);
    expect(stored.json).toMatchObject(Object.assign({}, ...edits));
    expect(stored.json.version).toBe(1 + edits.length);
  });

  it('still refuse a stale If-Match with 409', async () => {
    const company = await createCompany(call, 'Claimed Ltd');
    const first = await call(`/api/company/${company._id}`, {
      method: 'PUT',
      body: { city: 'York' },
      headers: { 'if-match': '"1"' },
    });
    expect(first.status).toBe(200);
    const stale = await call(`/api/company/${company._id}`, {
      method: 'PUT',
      body: { city: 'Hull' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
  });
});

describe('access before version', () => {
  it("answers a client's PUT of an admin with a stale If-Match 403, not 409", async () => {
    const answer = await app.as('client').call(`/api/user/${app.users.admin._id}`, {
      method: 'PUT',
      body: { firstName: 'Taken' },
      headers: { 'if-match': '"99"' },
    });
    expect(answer.status, answer.text).toBe(403);
    expect(answer.json).not.toHaveProperty('currentVersion');
  });
});
