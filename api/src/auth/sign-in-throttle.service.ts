import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../infra/database/tokens.js';
import { authDatabase, type AuthDatabase } from './auth-tables.js';

export type ThrottleScope = 'account' | 'address';

/** Failed password sign-ins allowed per window before further attempts wait. */
export const signInLimits: Record<ThrottleScope, { failures: number; windowSeconds: number }> = {
  account: { failures: 5, windowSeconds: 15 * 60 },
  address: { failures: 20, windowSeconds: 15 * 60 },
};

const longestWindow = Math.max(...Object.values(signInLimits).map((limit) => limit.windowSeconds));

/** A password attempt under way: counted as a failure unless it succeeds. */
export interface SignInAttempt {
  ids: string[];
  accountKey: string;
}

export type ThrottleDecision =
  { allowed: true; attempt: SignInAttempt } | { allowed: false; scope: ThrottleScope; retryAfterSeconds: number };

/**
 * Rate limit of password sign-in, per account (the e-mail typed, known or not) and per client
 * address, kept in PostgreSQL so every instance counts the same failures. An attempt is written
 * down before the password is checked and removed only when it succeeds, so a burst of parallel
 * guesses cannot all slip under the limit; a refused attempt leaves no row, so hammering a locked
 * account does not keep it locked.
 */
@Injectable()
export class SignInThrottle {
  private readonly db: AuthDatabase;

  constructor(@Inject(DATABASE) db: Kysely<ReadModelDatabase>) {
    this.db = authDatabase(db);
  }

  async begin(email: string, address: string | undefined): Promise<ThrottleDecision> {
    const keys: [ThrottleScope, string][] = [['account', email]];
    if (address) keys.push(['address', address]);
    await this.db
      .deleteFrom('sign_in_failures')
      .where('failed_at', '<', sql<Date>`now() - make_interval(secs => ${longestWindow})`)
      .execute();
    const inserted = await this.db
      .insertInto('sign_in_failures')
      .values(keys.map(([scope, key]) => ({ scope, key })))
      .returning('id')
      .execute();
    const ids = inserted.map((row) => row.id);

    let refused: { scope: ThrottleScope; retryAfterSeconds: number } | undefined;
    for (const [scope, key] of keys) {
      if ((await this.recentFailures(scope, key)) <= signInLimits[scope].failures) continue;
      await this.db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
      const retryAfterSeconds = await this.retryAfter(scope, key);
      if (!refused || retryAfterSeconds > refused.retryAfterSeconds) refused = { scope, retryAfterSeconds };
    }
    return refused ? { allowed: false, ...refused } : { allowed: true, attempt: { ids, accountKey: email } };
  }

  /** The password was right: the attempt was no failure, and the account starts afresh. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db
      .deleteFrom('sign_in_failures')
      .where((eb) =>
        eb.or([eb('id', 'in', attempt.ids), eb.and([eb('scope', '=', 'account'), eb('key', '=', attempt.accountKey)])]),
      )
      .execute();
  }

  private async recentFailures(scope: ThrottleScope, key: string): Promise<number> {
    const row = await this.inWindow(scope, key)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Seconds until enough failures have left the window for one more attempt to be allowed. */
  private async retryAfter(scope: ThrottleScope, key: string): Promise<number> {
    const { failures, windowSeconds } = signInLimits[scope];
    const row = await this.inWindow(scope, key)
      .select(
        sql<number>`ceil(extract(epoch from failed_at + make_interval(secs => ${windowSeconds}) - now()))`.as(
          'seconds',
        ),
      )
      .orderBy('failed_at', 'desc')
      .offset(failures - 1)
      .limit(1)
      .executeTakeFirst();
    return Math.max(1, Number(row?.seconds ?? 1));
  }

  private inWindow(scope: ThrottleScope, key: string) {
    return this.db
      .selectFrom('sign_in_failures')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${signInLimits[scope].windowSeconds})`);
  }
}

/** The answer's wording: "Try again in 14 minutes." */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
