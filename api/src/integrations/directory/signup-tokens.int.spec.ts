import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import type { DirectoryDatabase } from './directory-tables.js';
import { issueSignupToken, redeemSignupToken, signupLinkLifetimeMs, signupTokenPattern } from './signup-tokens.js';
import { newId } from '../../kernel/ids.js';

let database: TestDatabase;
let persistence: Persistence;
let db: Kysely<DirectoryDatabase>;

beforeAll(async () => {
  database = await createTestDatabase('signup_tokens');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
  db = persistence.db as unknown as Kysely<DirectoryDatabase>;
});
afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

describe('sign-up tokens', () => {
  it('redeem once, for their user, and are stored only as a hash', async () => {
    const userId = newId();
    const token = await issueSignupToken(db, userId);
    expect(token).toMatch(signupTokenPattern);
    const stored = await db.selectFrom('signup_tokens').selectAll().where('user_id', '=', userId).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(await redeemSignupToken(db, token)).toBe(userId);
    expect(await redeemSignupToken(db, token)).toBeUndefined();
  });

  it('stop working after 7 days', async () => {
    const issuedAt = new Date(Date.now() - signupLinkLifetimeMs - 1000);
    const token = await issueSignupToken(db, newId(), issuedAt);
    expect(await redeemSignupToken(db, token)).toBeUndefined();
    const fresh = await issueSignupToken(db, newId(), new Date(Date.now() - signupLinkLifetimeMs + 60_000));
    expect(await redeemSignupToken(db, fresh)).toBeDefined();
  });

  it('are replaced by a new invitation: the earlier link stops working', async () => {
    const userId = newId();
    const first = await issueSignupToken(db, userId);
    const second = await issueSignupToken(db, userId);
    expect(await redeemSignupToken(db, first)).toBeUndefined();
    expect(await redeemSignupToken(db, second)).toBe(userId);
  });
});
