import { sql } from 'kysely';
import type pg from 'pg';
import { ChangeNotifier } from '../postgres/change-notifier.js';
import { firstKeys, newestGeneration, newPersonalKey, type KeyRing, type SubjectKeys } from './sealed-parts.js';

/** Shredding or rotating a key is announced here, so every instance drops its copy at once. */
export const KeyShreddedChannel = 'dealbook_personal_keys';

/** Keys kept in memory at most; past it the oldest go (a miss costs one query, of many keys at once). */
const cacheLimit = 100_000;

/** A key row as read: null key for a shredded one. */
interface KeyRow {
  subject: string;
  key: Buffer | null;
  generation: number;
  next_key: Buffer | null;
}

const keysOfRow = (row: KeyRow): SubjectKeys | null =>
  row.key === null
    ? null
    : { current: row.key, generation: row.generation, ...(row.next_key ? { next: row.next_key } : {}) };

const keyColumns = 'subject, key, generation, next_key';

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
  private readonly cache = new Map<string, SubjectKeys | null>();
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

  /**
   * The keys of these subjects that exist (null for the erased); one query for those not cached,
   * or cached older than the generation a box needs (rotated on another instance meanwhile).
   */
  async ring(needs: Iterable<{ subject: string; generation: number }>): Promise<KeyRing> {
    const ring = new Map<string, SubjectKeys | null>();
    const missing = new Set<string>();
    for (const { subject, generation } of needs) {
      const cached = this.cache.get(subject);
      if (cached === undefined || (cached !== null && newestGeneration(cached) < generation)) missing.add(subject);
      else ring.set(subject, cached);
    }
    if (missing.size === 0) return ring;
    for (const subject of missing) ring.delete(subject);
    const { rows } = await this.pool.query<KeyRow>(
      `select ${keyColumns} from personal_data_keys where subject = any($1::text[])`,
      [[...missing]],
    );
    for (const row of rows) {
      ring.set(row.subject, keysOfRow(row));
      this.remember(row.subject, keysOfRow(row));
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
        ring.set(subject, firstKeys(key));
        made.subjects.push(subject);
        made.keys.push(key);
      } else unknown.push(subject);
    }
    for (let attempt = 0; unknown.some((subject) => !ring.has(subject)); attempt++) {
      if (attempt === 3) throw new Error(`No key could be made for ${unknown.join(', ')}`);
      const asked = unknown.filter((subject) => !ring.has(subject));
      // Made where missing, read where present; a key another instance commits meanwhile is not
      // in this statement's snapshot, so the loop reads it on its next turn.
      const { rows } = await this.pool.query<KeyRow>(
        `with wanted(subject, key) as (select * from unnest($1::text[], $2::bytea[])),
              made as (insert into personal_data_keys (subject, key) select subject, key from wanted
                       on conflict (subject) do nothing returning ${keyColumns})
         select ${keyColumns} from made
         union all
         select k.subject, k.key, k.generation, k.next_key from personal_data_keys k join wanted using (subject)`,
        [asked, asked.map(() => newPersonalKey())],
      );
      for (const row of rows) {
        ring.set(row.subject, keysOfRow(row));
        this.remember(row.subject, keysOfRow(row));
      }
    }
    return { ring, made };
  }

  /** The keys a seal made, once their append has committed. */
  remember(subject: string, keys: SubjectKeys | null): void {
    if (this.cache.size >= cacheLimit) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(subject, keys);
  }

  /**
   * The first step of rotating a subject's key (a redaction): a next generation made beside the
   * current one, so what is sealed from now on — by this instance or, once it reads a box of the
   * new generation or hears of it, any other — stays readable after `completeRotation`. Until
   * then nothing is shredded: a redaction that fails half-way loses nothing. A subject with no key
   * yet (its texts were all written in clear, before sealing) gets one. Nothing for the erased.
   */
  async prepareRotation(subject: string): Promise<void> {
    this.cache.delete(subject);
    await this.pool.query(
      `with rotating as (
         insert into personal_data_keys (subject, key, next_key) values ($1, $2, $3)
         on conflict (subject) do update set next_key = coalesce(personal_data_keys.next_key, excluded.next_key)
         where personal_data_keys.key is not null
         returning subject)
       select pg_notify('${KeyShreddedChannel}', subject) from rotating`,
      [subject, newPersonalKey(), newPersonalKey()],
    );
  }

  /**
   * The rotation's end: the next generation becomes current and the older one is shredded, so
   * everything it sealed reads as erased (redacted) here and, once they hear of it, everywhere.
   */
  async completeRotation(subject: string): Promise<void> {
    this.cache.delete(subject);
    await this.pool.query(
      `with rotated as (
         update personal_data_keys set key = next_key, generation = generation + 1, next_key = null
         where subject = $1 and next_key is not null and key is not null
         returning subject)
       select pg_notify('${KeyShreddedChannel}', subject) from rotated`,
      [subject],
    );
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
         on conflict (subject) do update set key = null, next_key = null, erased_at = now()
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
    const ring = new Map<string, SubjectKeys | null>();
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
