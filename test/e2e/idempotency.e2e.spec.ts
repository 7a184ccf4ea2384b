import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Company, ErrorBody } from '@dealbook/contracts';
import { IdempotentRequests } from '../../api/src/platform/idempotency/idempotent-requests.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { queryOnce } from '../support/sql.js';

let app: TestApp;
/** A second instance on the same database: a retry may land on either. */
let other: TestApp;

const sql = <T>(text: string, values: unknown[] = []) => queryOnce<T>(app.databaseUrl, text, values);

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const companiesNamed = async (name: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from companies where company_name = $1', [name]))[0]!.n;
const eventsOf = async (companyId: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from events where stream_id = $1', [`company-${companyId}`]))[0]!
    .n;

beforeAll(async () => {
  app = await startTestApp();
  other = await startTestApp({ shareDatabaseWith: app });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

describe('Idempotency-Key on writes', () => {
  it('answers a repeated create with the first answer, and records the company once', async () => {
    const key = randomUUID();
    const body = { companyName: 'Retried Ltd' };
    const first = await app.as('user').post<Company>('/api/company', body, keyed(key));
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await other.as('user').post<Company>('/api/company', body, keyed(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await companiesNamed('Retried Ltd')).toBe(1);
  });

  it('runs one of several copies sent at once to two instances; every copy gets its answer', async () => {
    const key = randomUUID();
    const body = { companyName: 'Stormed Ltd' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other : app).as('user').post<Company>('/api/company', body, keyed(key)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json._id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    expect(await companiesNamed('Stormed Ltd')).toBe(1);
  });

  it('refuses the key with another body (422 naming the header) and records nothing', async () => {
    const key = randomUUID();
    expect((await app.as('user').post('/api/company', { companyName: 'First Body Ltd' }, keyed(key))).status).toBe(201);
    const refused = await app
      .as('user')
      .post<ErrorBody>('/api/company', { companyName: 'Second Body Ltd' }, keyed(key));
    expect(refused.status).toBe(422);
    expect(refused.json.details).toHaveProperty('Idempotency-Key');
    expect(refused.json.message).toMatch(/already used for a different request/);
    expect(await companiesNamed('Second Body Ltd')).toBe(0);
  });

  it('refuses a malformed key with a 400 naming the header, and records nothing', async () => {
    for (const key of ['x'.repeat(256), 'has space', 'tab\there']) {
      const refused = await app
        .as('user')
        .post<ErrorBody>('/api/company', { companyName: 'Badly Keyed Ltd' }, keyed(key));
      expect(refused.status, key).toBe(400);
      expect(refused.json.details).toHaveProperty('Idempotency-Key');
    }
    expect(await companiesNamed('Badly Keyed Ltd')).toBe(0);
  });

  it("ties the key to its user: another user's request with the same key runs as their own", async () => {
    const key = randomUUID();
    const body = { companyName: 'Two Owners Ltd' };
    const mine = await app.as('user').post<Company>('/api/company', body, keyed(key));
    const theirs = await app.as('manager').post<Company>('/api/company', body, keyed(key));
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json._id).not.toBe(mine.json._id);
    expect(await companiesNamed('Two Owners Ltd')).toBe(2);
  });

  it("never replays a staff member's answer to a client or an external caller who sends the same key", async () => {
    const key = randomUUID();
    const body = { companyName: 'Staff Only Ltd' };
    const staff = await app.as('manager').post<Company>('/api/company', body, keyed(key));
    expect(staff.status).toBe(201);
    for (const role of ['client', 'external'] as const) {
      const theirs = await other.as(role).post<ErrorBody>('/api/company', body, keyed(key));
      expect(theirs.status, role).toBe(403);
      expect(theirs.headers.get('idempotent-replayed'), role).toBeNull();
      expect(theirs.text, role).not.toContain(staff.json._id);
    }
    expect(await companiesNamed('Staff Only Ltd')).toBe(1);
    // Nor the other way: the staff member's retry still gets their own first answer.
    const retried = await app.as('manager').post<Company>('/api/company', body, keyed(key));
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.json._id).toBe(staff.json._id);
  });

  it("keeps each user's newest keys up to IDEMPOTENCY_KEYS_PER_USER, dropping the oldest answered ones first", async () => {
    const busy = randomUUID();
    const neighbour = randomUUID();
    // 150 answered keys each, made a second apart an hour ago, and a busy user's key still at
    // work, older than all of them.
    await sql(
      `insert into idempotent_requests (user_id, key, fingerprint, first_seen_at, status, headers, body, expires_at)
       select u, 'cap-' || i, 'f', now() - interval '1 hour' + make_interval(secs => i), 201, '{}', 'x',
              now() + interval '1 hour'
       from unnest($1::uuid[]) u, generate_series(1, 150) i`,
      [[busy, neighbour]],
    );
    await sql(
      `insert into idempotent_requests (user_id, key, fingerprint, first_seen_at, lease_until, expires_at)
       values ($1, 'cap-running', 'f', now() - interval '2 hours', now() + interval '5 seconds', now() + interval '1 hour')`,
      [busy],
    );
    expect(await app.app.get(IdempotentRequests).pruneBeyondCap(100)).toBe(50 + 50);
    const keysOf = async (user: string) =>
      (await sql<{ key: string }>(`select key from idempotent_requests where user_id = $1`, [user])).map((r) => r.key);
    const kept = await keysOf(busy);
    expect(kept).toHaveLength(101);
    expect(kept).toContain('cap-running');
    expect(kept.filter((key) => key !== 'cap-running').sort()).toEqual(
      Array.from({ length: 100 }, (_, i) => `cap-${i + 51}`).sort(),
    );
    expect(await keysOf(neighbour)).toHaveLength(100);
  });

  it('answers a repeated update with its first answer, not a version conflict', async () => {
    const created = await app.as('user').post<Company>('/api/company', { companyName: 'Edited Twice Ltd' });
    const key = randomUUID();
    const edit = { companyName: 'Edited Once Ltd' };
    const ifMatch = { 'If-Match': created.headers.get('etag')!, 'Idempotency-Key': key };
    const first = await app.as('user').put(`/api/company/${created.json._id}`, edit, { headers: ifMatch });
    expect(first.status, first.text).toBe(200);
    const again = await other.as('user').put(`/api/company/${created.json._id}`, edit, { headers: ifMatch });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(await eventsOf(created.json._id)).toBe(2);
  });

  it('answers a refusal again as it was: a retry of a bad request gets the same 400', async () => {
    const key = randomUUID();
    const first = await app.as('user').post<ErrorBody>('/api/company', { companyName: '' }, keyed(key));
    expect(first.status).toBe(400);
    const again = await app.as('user').post<ErrorBody>('/api/company', { companyName: '' }, keyed(key));
    expect(again.status).toBe(400);
    expect(again.json).toEqual(first.json);
  });

  it('runs the request again with the same ids when the first attempt died after its append: recorded once', async () => {
    const key = randomUUID();
    const body = { companyName: 'Died Midway Ltd', city: 'Leeds' };
    const first = await app.as('user').post<Company>('/api/company', body, keyed(key));
    expect(first.status).toBe(201);
    // As the key is left when the instance running the request dies between the append and the answer.
    await sql(
      `update idempotent_requests set status = null, headers = null, body = null, lease_until = now() - interval '1 second'
       where key = $1`,
      [key],
    );
    const retried = await other.as('user').post<Company>('/api/company', body, keyed(key));
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.json._id).toBe(first.json._id);
    expect(retried.headers.get('location')).toBe(first.headers.get('location'));
    expect(await companiesNamed('Died Midway Ltd')).toBe(1);
    expect(await eventsOf(first.json._id)).toBe(1);
  });

  it('waits for an attempt still at work, then answers what it answered, rather than running beside it', async () => {
    const key = randomUUID();
    const body = { companyName: 'Patient Ltd' };
    const first = await app.as('user').post<Company>('/api/company', body, keyed(key));
    expect(first.status).toBe(201);
    // As if that attempt were still at work on another instance, renewing its lease.
    await sql(
      `update idempotent_requests set status = null, headers = null, body = null, lease_until = now() + interval '3 seconds'
       where key = $1`,
      [key],
    );
    const waited = other.as('user').post<Company>('/api/company', body, keyed(key));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sql(
      `update idempotent_requests set status = 201, headers = '{"content-type":"application/json; charset=utf-8"}',
              body = convert_to($2, 'UTF8'), lease_until = null where key = $1`,
      [key, first.text],
    );
    const answer = await waited;
    expect(answer.status).toBe(201);
    expect(answer.headers.get('idempotent-replayed')).toBe('true');
    expect(answer.json._id).toBe(first.json._id);
    expect(await companiesNamed('Patient Ltd')).toBe(1);
  });

  it('treats a key past its lifetime as a new key', async () => {
    const key = randomUUID();
    expect((await app.as('user').post('/api/company', { companyName: 'Old Key Ltd' }, keyed(key))).status).toBe(201);
    await sql(`update idempotent_requests set expires_at = now() - interval '1 second' where key = $1`, [key]);
    const reused = await app.as('user').post<Company>('/api/company', { companyName: 'New Use Ltd' }, keyed(key));
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(await companiesNamed('New Use Ltd')).toBe(1);
  });
});
