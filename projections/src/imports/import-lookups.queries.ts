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
  const { rows } = await sql<KeyedRecord>`
    select id, version, doc, ${expression} as key from ${sql.table(table)}
    where ${byId ? sql`id = any(${[...values]}::uuid[])` : sql`${expression} = any(${[...values]}::text[])`}`.execute(
    db,
  );
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
