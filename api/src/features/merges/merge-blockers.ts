import { MaxContactCompanies, MaxContactReferrals } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';
import type { CompanyState } from '../companies/company.decider.js';
import type { ContactState } from '../contacts/contact.decider.js';
import type { LoadedRecord } from './mergeable-records.js';

/**
 * What stops two companies merging, in words a manager can act on: one company may be a purchaser
 * on a project once, and never on a project of its own; a merge must not make either true.
 */
export async function companyMergeBlockers(
  db: Kysely<ReadModelDatabase>,
  survivor: LoadedRecord<CompanyState>,
  merged: LoadedRecord<CompanyState>,
): Promise<string[]> {
  const { rows } = await sql<{ project_name: string; both: boolean; buyer: string }>`
    select p.project_name, count(distinct u.company_id) = 2 as both,
      min(case when u.company_id = ${merged.id}::uuid then 'merged' else 'survivor' end) as buyer
    from purchases u join projects p on p.id = u.project_id
    where u.company_id in (${merged.id}::uuid, ${survivor.id}::uuid)
      and (p.client_id in (${merged.id}::uuid, ${survivor.id}::uuid)
        or p.id in (select project_id from purchases where company_id = ${merged.id}::uuid
          intersect select project_id from purchases where company_id = ${survivor.id}::uuid))
    group by p.id, p.project_name, p.client_id
    order by p.project_name`.execute(db);
  return rows.map((row) =>
    row.both
      ? `${merged.name} and ${survivor.name} are both purchasers on the project ${row.project_name}: delete one of the two purchases first`
      : `${row.buyer === 'merged' ? merged.name : survivor.name} is a purchaser on the project ${row.project_name}, whose client is ${row.buyer === 'merged' ? survivor.name : merged.name}: merged, the company would be buying from itself; delete that purchase first`,
  );
}

/** What stops two contacts merging: together they would work at or refer more companies than a contact may. */
export function contactMergeBlockers(
  survivor: LoadedRecord<ContactState>,
  merged: LoadedRecord<ContactState>,
): string[] {
  const union = (a: { companyId: string }[], b: { companyId: string }[]) =>
    new Set([...a, ...b].map((link) => link.companyId)).size;
  const blockers: string[] = [];
  if (union(survivor.state.companies, merged.state.companies) > MaxContactCompanies) {
    blockers.push(`Together they work at more than ${MaxContactCompanies} companies: unlink some first`);
  }
  if (union(survivor.state.referrals, merged.state.referrals) > MaxContactReferrals) {
    blockers.push(`Together they refer more than ${MaxContactReferrals} companies: remove some referrals first`);
  }
  return blockers;
}
