import type { CommunicationFields } from '@dealbook/contracts';
import { findCompaniesOfContacts, findPeopleOfProjects, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** The purchase a communication is on, as far as its people are concerned. */
export interface PurchaseParents {
  project: string;
  company: string;
}

/** Where the people an external caller names are linked: read once for a log or a mass log. */
export interface CallerPeople {
  companiesOfContact: Map<string, string[]>;
  peopleOfProject: Map<string, string[]>;
}

type People = Pick<CommunicationFields, 'contacted' | 'employees'>;

export async function lookUpCallerPeople(
  db: Kysely<ReadModelDatabase>,
  { contacted, employees }: People,
  projectIds: readonly string[],
): Promise<CallerPeople> {
  const [companiesOfContact, peopleOfProject] = await Promise.all([
    findCompaniesOfContacts(db, contacted),
    findPeopleOfProjects(db, employees.length > 0 ? projectIds : []),
  ]);
  return { companiesOfContact, peopleOfProject };
}

/**
 * An external caller calls the purchaser: the contacts they name must work at a purchaser company
 * of the purchases the communication is on (the console offers nothing else), and the employees
 * must be themselves or people named on those purchases' projects. Any other id, existing or not,
 * gets the same answer, so the refusal says nothing about records outside their projects (the
 * answer on success would otherwise show the names of whoever was named).
 */
export function requireCallerPeople(
  caller: string,
  { contacted, employees }: People,
  parents: readonly PurchaseParents[],
  people: CallerPeople,
): void {
  const strangers = contacted.filter(
    (id) => !(people.companiesOfContact.get(id) ?? []).some((company) => parents.some((p) => p.company === company)),
  );
  if (strangers.length > 0) {
    throw new DomainError('validation', `contacted: ${strangers.join(', ')} is not a contact of this purchase`, {
      contacted: 'name contacts of the purchaser company',
    });
  }
  const outsiders = employees.filter(
    (id) => id !== caller && !parents.some((p) => (people.peopleOfProject.get(p.project) ?? []).includes(id)),
  );
  if (outsiders.length > 0) {
    throw new DomainError('validation', `employees: ${outsiders.join(', ')} is not on this purchase's project`, {
      employees: "name yourself or people on the purchase's project",
    });
  }
}
