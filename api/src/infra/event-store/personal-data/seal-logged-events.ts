import { everyEventCatalogue, personalPartsOf } from '@dealbook/contracts';
import type pg from 'pg';
import type { PersonalDataKeys } from './personal-data-keys.js';
import { SealedPartsKey, sealPayload, subjectsToSeal } from './sealed-parts.js';

/** Events rewritten per transaction: a short lock on each row, a bounded batch in memory. */
const batchSize = 1_000;

/** The event types whose payloads hold a person's data. */
const personalTypes = () => Object.keys(everyEventCatalogue).filter((type) => personalPartsOf(type).length > 0);

interface LoggedRow {
  global_position: string;
  stream_id: string;
  type: string;
  data: unknown;
}

/** How many events of the PostgreSQL log still hold a person's data in clear. */
export async function countUnsealedEvents(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `select count(*) from events where type = any($1::text[]) and not (data ? '${SealedPartsKey}')`,
    [personalTypes()],
  );
  return Number(rows[0]!.count);
}

/**
 * Seals, once, the personal data of events written before the log sealed it (issue 37,
 * `npm run privacy:seal-log`): each payload rewritten in place as an append today would write it,
 * with each person's key (made where missing), so no readable copy of it is left in the log. An
 * erased person's parts are written erased. The one rewrite of the log the product makes; the
 * events keep their ids, positions and times, and read back as before. Batches in log order, each
 * its own transaction, so the app may go on running and a stopped run resumes where it was.
 */
export async function sealLoggedEvents(
  pool: pg.Pool,
  keys: PersonalDataKeys,
  onProgress: (sealed: number) => void = () => undefined,
): Promise<number> {
  const types = personalTypes();
  let after = '0';
  let sealed = 0;
  for (;;) {
    const { rows } = await pool.query<LoggedRow>(
      `select global_position, stream_id, type, data from events
       where global_position > $2::bigint and type = any($1::text[]) and not (data ? '${SealedPartsKey}')
       order by global_position limit ${batchSize}`,
      [types, after],
    );
    if (rows.length === 0) return sealed;
    const { ring } = await keys.ringForSealing(
      rows.flatMap((row) => subjectsToSeal(row.type, row.data, row.stream_id)),
      new Set(),
    );
    await pool.query(
      `update events e set data = sealed.data
       from unnest($1::bigint[], $2::jsonb[]) as sealed(position, data)
       where e.global_position = sealed.position`,
      [
        rows.map((row) => row.global_position),
        rows.map((row) => JSON.stringify(sealPayload(row.type, row.data, row.stream_id, ring))),
      ],
    );
    sealed += rows.length;
    after = rows.at(-1)!.global_position;
    onProgress(sealed);
  }
}
