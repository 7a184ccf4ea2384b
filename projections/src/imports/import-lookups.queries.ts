import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** A record as an import decides on it: its document and the version an update must be appended at. */
export interface KeyedRecord {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  /** The key value that found it, as the expression below gives it. */
  key: string;
}

/**
 * The keys an import may find records by, each an indexed expression (companies by domain or
 * lower-cased name, contacts by e-mail, projects by reference, any of them by id).
 */
const keyExpressions = {
  companies: { domain: sql`domain`, companyName: sql`lower(company_name)`, id: sql`id::text` },
  contacts: { email: sql`email`, id: sql`id::text` },
  projects: { reference: sql`reference`, id: sql`id::text` },
} as const;

export type KeyedTable = keyof typeof keyExpressions;
export type KeyOf<T extends KeyedTable> = keyof (typeof keyExpressions)[T];

/** The records whose key is among `values` (several may share a name), one query for a batch. */
export async function findRecordsByKeys<T extends KeyedTable>(
  db: Db,
  table: T,
  key: KeyOf<T>,
  values: readonly string[],
): Promise<KeyedRecord[]> {
  if (values.length === 0) return [];
  const expression = (keyExpressions[table] as Record<string, ReturnType<typeof sql>>)[key as string]!;
  const byId = key === 'id';
  // `<> ''` (keys are never empty) lets PostgreSQL use the partial key indexes: it cannot prove
  // the index's `where domain <> ''` from an `= any` of more than 100 values, and would read the
  // whole table for every batch (27 ms at 100,000 companies, against 1 ms).
  const { rows } = await sql<KeyedRecord>`
    select id, version, doc, ${expression} as key from ${sql.table(table)}
    where ${
      byId
        ? sql`id = any(${[...values]}::uuid[])`
        : sql`${expression} = any(${[...values]}::text[]) and ${expression} <> ''`
    }`.execute(db);
  return rows;
}

/** Active staff (role user and above) whose e-mail or full name, lower-cased, is among `texts`. */
export async function findStaffByEmailsOrNames(
  db: Db,
  texts: readonly string[],
): Promise<{ id: string; email: string; fullName: string }[]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ id: string; email: string; fullName: string }>`
    select id, email, trim(first_name || ' ' || last_name) as "fullName" from users
    where is_active and role >= 2
      and (lower(email) = any(${[...texts]}::text[]) or lower(trim(first_name || ' ' || last_name)) = any(${[...texts]}::text[]))`.execute(
    db,
  );
  return rows;
}

/** The next `count` numbers of a reference sequence, in one round trip. */
export async function drawReferenceNumbers(
  db: Db,
  sequence: 'contact_reference_seq' | 'project_reference_seq',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ n: string }>`
    select nextval(${sequence}::regclass) as n from generate_series(1, ${count})`.execute(db);
  return rows.map((row) => Number(row.n));
}

/**
 * Fresh planner statistics for the table an import writes to. Without them PostgreSQL plans each
 * batch's key lookup for the table as it last saw it (empty, or before the import) and reads the
 * whole table for every batch: a million-row import slowed from batch to batch to 2,000 rows/s
 * on a server without autovacuum, and even with it the list pages' estimated counts lag a bulk load.
 */
export async function analyzeKeyedTable(db: Db, table: KeyedTable): Promise<void> {
  await sql`analyze ${sql.table(table)}`.execute(db);
}
