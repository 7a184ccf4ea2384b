import { sql } from 'kysely';
import type pg from 'pg';
import { ChangeNotifier } from '../postgres/change-notifier.js';
import { newPersonalKey, type KeyRing } from './sealed-parts.js';

/** Shredding a key is announced here, so every instance drops its copy at once. */
export const KeyShreddedChannel = 'dealbook_personal_keys';

/** Keys kept in memory at most; past it the oldest go (a miss costs one query, of many keys at once). */
const cacheLimit = 100_000;

/** Keys a seal made up for people new to the log: written in the append's own transaction. */
export interface FreshKeys {
  subjects: string[];
  keys: Buffer[];
}

/**
 * Each person's key (issue 37), in `personal_data_keys` beside the log, never in it: the log
 * holds their data sealed, and shredding the key (`forget`) erases every copy at once, in every
 * replay and rebuild to come. One table for either event store. Keys are cached per instance;
 * a shred is announced on `dealbook_personal_keys` and each instance drops the key on hearing
 * it, and drops every key when its listening connection is new (it may have missed one).
 */
export class PersonalDataKeys {
  private readonly cache = new Map<string, Buffer | null>();
  private readonly shreds: ChangeNotifier;
  private readonly keepListening: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    log: (message: string) => void = () => undefined,
  ) {
    this.shreds = new ChangeNotifier(pool, log, {
      channel: KeyShreddedChannel,
      onNotification: (subject) => this.cache.delete(subject),
      onListening: () => this.cache.clear(),
    });
    void this.shreds.listen();
    // A lost listening connection is only found again by listening: try every few seconds.
    this.keepListening = setInterval(() => void this.shreds.listen(), 5_000);
    this.keepListening.unref();
  }

  /** The keys of these people that exist (null for the erased); one query for those not cached. */
  async ring(subjects: Iterable<string>): Promise<KeyRing> {
    const ring = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const cached = this.cache.get(subject);
      if (cached === undefined) missing.push(subject);
      else ring.set(subject, cached);
    }
    if (missing.length === 0) return ring;
    const { rows } = await this.pool.query<{ subject: string; key: Buffer | null }>(
      'select subject, key from personal_data_keys where subject = any($1::text[])',
      [missing],
    );
    for (const row of rows) {
      ring.set(row.subject, row.key);
      this.remember(row.subject, row.key);
    }
    return ring;
  }

  /**
   * A key for each of these people, made for those who have none: `fresh` people are new to the
   * log (their stream's first append), so theirs are made here and written with the append
   * (`FreshKeys`); any other miss is fetched or created in one query.
   */
  async ringForSealing(
    subjects: Iterable<string>,
    fresh: ReadonlySet<string>,
  ): Promise<{ ring: KeyRing; made: FreshKeys }> {
    const wanted = [...new Set(subjects)];
    const ring = new Map(this.ringOfCached(wanted));
    const made: FreshKeys = { subjects: [], keys: [] };
    const unknown: string[] = [];
    for (const subject of wanted.filter((s) => !ring.has(s))) {
      if (fresh.has(subject)) {
        const key = newPersonalKey();
        ring.set(subject, key);
        made.subjects.push(subject);
        made.keys.push(key);
      } else unknown.push(subject);
    }
    for (let attempt = 0; unknown.some((subject) => !ring.has(subject)); attempt++) {
      if (attempt === 3) throw new Error(`No key could be made for ${unknown.join(', ')}`);
      const asked = unknown.filter((subject) => !ring.has(subject));
      // Made where missing, read where present; a key another instance commits meanwhile is not
      // in this statement's snapshot, so the loop reads it on its next turn.
      const { rows } = await this.pool.query<{ subject: string; key: Buffer | null }>(
        `with wanted(subject, key) as (select * from unnest($1::text[], $2::bytea[])),
              made as (insert into personal_data_keys (subject, key) select subject, key from wanted
                       on conflict (subject) do nothing returning subject, key)
         select subject, key from made
         union all
         select k.subject, k.key from personal_data_keys k join wanted using (subject)`,
        [asked, asked.map(() => newPersonalKey())],
      );
      for (const row of rows) {
        ring.set(row.subject, row.key);
        this.remember(row.subject, row.key);
      }
    }
    return { ring, made };
  }

  /** The keys a seal made, once their append has committed. */
  remember(subject: string, key: Buffer | null): void {
    if (this.cache.size >= cacheLimit) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(subject, key);
  }

  /**
   * Shreds these people's keys: from now on their parts of the log read as erased, here and, once
   * they hear of it, on every other instance. Each is kept as a row without a key, so nothing
   * written about them afterwards is sealed with a new one (it is written erased). Shredding a
   * shredded key again changes nothing and tells nobody.
   */
  async forget(subjects: readonly string[]): Promise<void> {
    if (subjects.length === 0) return;
    for (const subject of subjects) this.cache.set(subject, null);
    await this.pool.query(
      `with shredded as (
         insert into personal_data_keys (subject, key, erased_at)
         select subject, null, now() from unnest($1::text[]) as asked(subject)
         on conflict (subject) do update set key = null, erased_at = now()
         where personal_data_keys.key is not null
         returning subject)
       select pg_notify('${KeyShreddedChannel}', subject) from shredded`,
      [[...new Set(subjects)]],
    );
  }

  async close(): Promise<void> {
    clearInterval(this.keepListening);
    await this.shreds.close();
  }

  private ringOfCached(subjects: string[]): KeyRing {
    const ring = new Map<string, Buffer | null>();
    for (const subject of subjects) {
      const cached = this.cache.get(subject);
      if (cached !== undefined) ring.set(subject, cached);
    }
    return ring;
  }
}

/**
 * The statement that writes the keys a seal made, in the append's own transaction: a key with no
 * event and an event with no key are both impossible; a clash (a retried first append) fails it.
 * Keys go as hex text, so the statement can also be written out as a literal in a multi-statement.
 */
export const insertFreshKeys = (made: FreshKeys) => sql`
  insert into personal_data_keys (subject, key)
  select subject, decode(hex, 'hex') from unnest(${made.subjects}::text[], ${made.keys.map((key) => key.toString('hex'))}::text[]) as fresh(subject, hex)`;
