import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { authDatabase, type AuthDatabase } from './auth-tables.js';
import {
  accountFromAddressKey,
  longestWindowSeconds,
  signInBackoff,
  waitSeconds,
  type ThrottleScope,
} from './sign-in-backoff.js';

export type { ThrottleScope } from './sign-in-backoff.js';

/** A password attempt under way: counted as a failure unless it succeeds. */
export interface SignInAttempt {
  accountKey: string;
  accountRowId: string;
  addressRowId: string | undefined;
  /** The address's back-off for unknown accounts when the attempt began (0: none). */
  addressWaitSeconds: number;
}

export interface ThrottleRefusal {
  scope: ThrottleScope;
  retryAfterSeconds: number;
}

export type ThrottleDecision = { allowed: true; attempt: SignInAttempt } | ({ allowed: false } & ThrottleRefusal);

/**
 * Throttles password guessing without denying service (policy: sign-in-backoff.ts, docs/product.md).
 * Failures are kept in PostgreSQL so every instance counts the same. An attempt is written down
 * before the password is checked and removed only when it succeeds, so a burst of parallel
 * guesses cannot all slip under the limit; a refused attempt leaves no row, so hammering does not
 * prolong the wait.
 *
 * - An account tried from one address backs off after 5 failures, whatever the password: that is
 *   the guesser. The same account from another address is not affected, so a colleague typing
 *   wrong passwords for somebody cannot lock them out.
 * - An address backs off after 20 failures on accounts that do not exist (e-mails sprayed at
 *   random). That back-off never refuses a right password: a known account with its password
 *   signs in; any failed attempt from the address answers 429, so the answer does not tell
 *   which e-mails exist.
 */
@Injectable()
export class SignInThrottle {
  private readonly db: AuthDatabase;

  constructor(@Inject(DATABASE) db: Kysely<ReadModelDatabase>) {
    this.db = authDatabase(db);
  }

  async begin(email: string, address: string | undefined): Promise<ThrottleDecision> {
    await this.db
      .deleteFrom('sign_in_failures')
      .where('failed_at', '<', sql<Date>`now() - make_interval(secs => ${longestWindowSeconds})`)
      .execute();
    const accountKey = accountFromAddressKey(email, address);
    const accountRowId = await this.record('account', accountKey);
    const accountWait = await this.wait('account', accountKey, accountRowId);
    if (accountWait > 0) {
      await this.forget([accountRowId]);
      return { allowed: false, scope: 'account', retryAfterSeconds: accountWait };
    }
    const addressRowId = address ? await this.record('address', address) : undefined;
    const addressWaitSeconds = address && addressRowId ? await this.wait('address', address, addressRowId) : 0;
    return { allowed: true, attempt: { accountKey, accountRowId, addressRowId, addressWaitSeconds } };
  }

  /** The password was right: the attempt was no failure, and the account starts afresh from here. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db
      .deleteFrom('sign_in_failures')
      .where((eb) =>
        eb.or([
          eb('id', 'in', this.rowsOf(attempt)),
          eb.and([eb('scope', '=', 'account'), eb('key', '=', attempt.accountKey)]),
        ]),
      )
      .execute();
  }

  /**
   * The attempt failed; its account failure stays counted. It counts for the address only when
   * the account does not exist. Answers the address's refusal when it is backing off.
   */
  async failed(attempt: SignInAttempt, accountExists: boolean): Promise<ThrottleRefusal | undefined> {
    const refused = attempt.addressWaitSeconds > 0;
    if (attempt.addressRowId && (accountExists || refused)) await this.forget([attempt.addressRowId]);
    return refused ? { scope: 'address', retryAfterSeconds: attempt.addressWaitSeconds } : undefined;
  }

  private rowsOf(attempt: SignInAttempt): string[] {
    return [attempt.accountRowId, ...(attempt.addressRowId ? [attempt.addressRowId] : [])];
  }

  private async record(scope: ThrottleScope, key: string): Promise<string> {
    const row = await this.db
      .insertInto('sign_in_failures')
      .values({ scope, key })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private async forget(ids: string[]): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
  }

  /** Seconds this key must still wait, from the failures in its window other than this attempt. */
  private async wait(scope: ThrottleScope, key: string, ownRowId: string): Promise<number> {
    const rule = signInBackoff[scope];
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select([
        (eb) => eb.fn.countAll<string>().as('failures'),
        sql<string | null>`extract(epoch from now() - max(failed_at))`.as('since'),
      ])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('id', '!=', ownRowId)
      .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
      .executeTakeFirstOrThrow();
    return waitSeconds(rule, Number(row.failures), Number(row.since ?? 0));
  }
}

/** The answer's wording: "Try again in 14 minutes." */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
