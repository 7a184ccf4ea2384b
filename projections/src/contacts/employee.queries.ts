import type { Company, CompanyWithEmployees, EmployeeSummary } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

type Db = Kysely<ReadModelDatabase>;

/** Each company's employees (the contacts linked to it), in the order they were linked. */
export async function findEmployeesOfCompanies(
  db: Db,
  companyIds: readonly string[],
): Promise<Map<string, EmployeeSummary[]>> {
  const employees = new Map<string, EmployeeSummary[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return employees;
  const { rows } = await sql<EmployeeSummary & { company_id: string }>`
    select l.company_id, c.id as "_id", c.full_name as "fullName", c.email,
           coalesce(c.doc->>'telephone', '') as telephone, c.job_title as "jobTitle"
    from contact_companies l join contacts c on c.id = l.contact_id
    where l.company_id = any(${[...companyIds]}::uuid[])
    order by l.company_id, l.linked_at, l.contact_id`.execute(db);
  for (const { company_id, ...employee } of rows) employees.get(company_id)?.push(employee);
  return employees;
}

/** Companies with their `employees` id lists replaced by the linked contacts (spec §3.2). */
export async function withEmployees(db: Db, companies: readonly Company[]): Promise<CompanyWithEmployees[]> {
  const employees = await findEmployeesOfCompanies(
    db,
    companies.map((c) => c._id),
  );
  return companies.map((company) => ({ ...company, employees: employees.get(company._id) ?? [] }));
}
