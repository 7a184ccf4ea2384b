import type { CompanySummary } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** Name and logo of each of these companies that exists, by id (ids lower-case, as stored). */
export async function findCompanySummaries(
  db: Kysely<ReadModelDatabase>,
  ids: readonly string[],
): Promise<Map<string, CompanySummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'doc'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { _id: row.id, companyName: row.company_name, logoUrl: String(row.doc.logoUrl ?? '') }]),
  );
}
