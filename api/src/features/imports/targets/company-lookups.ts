import type { CompanyRef } from '@dealbook/contracts';
import { findRecordsByKeys } from '@dealbook/projections';
import type { Db, ReadableRow } from './import-target.js';

/** The company a row names, or why it names none it can be sure of; undefined when it names none. */
export type CompanyLookup = { ok: true; company: CompanyRef } | { ok: false; reason: string } | undefined;

/**
 * The companies the rows of a batch name by domain or by name (a domain first: it is unique; a
 * name may be shared), found with one query per kind of key. `label` says what the company is to
 * the row ("Company", "Client company").
 */
export async function lookUpCompanies(
  db: Db,
  rows: readonly ReadableRow[],
  fields: { name: string; domain: string; label: string },
): Promise<Map<number, CompanyLookup>> {
  const domainOf = (row: ReadableRow) => row.lookups[fields.domain]?.trim().toLowerCase() || undefined;
  const nameOf = (row: ReadableRow) => row.lookups[fields.name]?.trim() || undefined;
  const domains = [...new Set(rows.map(domainOf).filter((d): d is string => d !== undefined))];
  const names = [...new Set(rows.flatMap((row) => (domainOf(row) ? [] : [nameOf(row)?.toLowerCase()])))].filter(
    (n): n is string => n !== undefined,
  );
  const [byDomain, byName] = await Promise.all([
    findRecordsByKeys(db, 'companies', 'domain', domains),
    findRecordsByKeys(db, 'companies', 'companyName', names),
  ]);
  const refOf = (row: { id: string; doc: Record<string, unknown> }): CompanyRef => ({
    companyId: row.id,
    companyName: String(row.doc['companyName'] ?? ''),
  });
  const lookups = new Map<number, CompanyLookup>();
  for (const row of rows) {
    const domain = domainOf(row);
    const name = nameOf(row);
    if (domain) {
      const found = byDomain.filter((company) => company.key === domain);
      lookups.set(
        row.line,
        found.length === 1
          ? { ok: true, company: refOf(found[0]!) }
          : found.length === 0
            ? { ok: false, reason: `${fields.label}: no company has the domain "${domain}"` }
            : { ok: false, reason: `${fields.label}: ${found.length} companies have the domain "${domain}"` },
      );
    } else if (name) {
      const found = byName.filter((company) => company.key === name.toLowerCase());
      lookups.set(
        row.line,
        found.length === 1
          ? { ok: true, company: refOf(found[0]!) }
          : found.length === 0
            ? { ok: false, reason: `${fields.label}: no company is named "${name}"` }
            : {
                ok: false,
                reason: `${fields.label}: ${found.length} companies are named "${name}"; give the company's domain instead`,
              },
      );
    }
  }
  return lookups;
}
