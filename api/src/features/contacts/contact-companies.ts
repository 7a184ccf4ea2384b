import { formatContactReference, type CompanyRef } from '@dealbook/contracts';
import { findCompanySummaries, type ReadModelDatabase } from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * The companies a body links to, each checked to exist (400 naming the missing ones: the body
 * is what is wrong), with the names the link events record.
 */
export async function resolveCompanies(db: Db, ids: readonly string[], field: string): Promise<CompanyRef[]> {
  const found = await findCompanySummaries(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const message = `${field}: no company ${missing.join(', ')}`;
    throw new DomainError('validation', message, { [field]: `no company ${missing.join(', ')}` });
  }
  return ids.map((id) => ({ companyId: id, companyName: found.get(id)!.companyName }));
}

/** The company a link route names in its path: 404 when there is none. */
export async function resolveCompany(db: Db, id: string): Promise<CompanyRef> {
  const found = (await findCompanySummaries(db, [id])).get(id);
  if (!found) throw notFound('Company', id);
  return { companyId: id, companyName: found.companyName };
}

/** The next contact reference (CON-000042): drawn from a sequence, so two creations never share one. */
export async function nextContactReference(db: Db): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('contact_reference_seq') as n`.execute(db);
  return formatContactReference(Number(rows[0]!.n));
}
