import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DirectoryDatabase } from './directory-tables.js';

export const signupLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const signupTokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const signupTokenSchema = z.string().regex(signupTokenPattern, 'token must be a sign-up link token');

// A hash, not the token: a copy of the database does not hand out working sign-up links.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token for the user, valid for 7 days; earlier unused ones stop working. */
export async function issueSignupToken(
  db: Kysely<DirectoryDatabase>,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('signup_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('signup_tokens')
      .values({
        token_hash: hashOf(token),
        user_id: userId,
        expires_at: new Date(now.getTime() + signupLinkLifetimeMs),
      })
      .execute();
  });
  return token;
}

/** Marks the token used and answers its user; undefined when unknown, used or expired. */
export async function redeemSignupToken(db: Kysely<DirectoryDatabase>, token: string): Promise<string | undefined> {
  const row = await db
    .updateTable('signup_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
