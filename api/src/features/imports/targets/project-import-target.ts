import {
  formatProjectReference,
  ProjectFieldNames,
  type NamedRef,
  type ProjectCommand,
  type ProjectEvent,
  type ProjectFields,
  type ProjectLookups,
  ProjectEvents,
} from '@dealbook/contracts';
import {
  drawReferenceNumbers,
  findRecordsByKeys,
  findStaffByEmailsOrNames,
  type KeyedRecord,
} from '@dealbook/projections';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { projectDecider, type ProjectState } from '../../projects/project.decider.js';
import { lookUpProject } from '../../projects/project-lookups.js';
import { lookUpCompanies } from './company-lookups.js';
import { byId, groupByKey, type FoundRecord, type ImportTarget, type Resolved } from './import-target.js';

function found(row: KeyedRecord): FoundRecord<ProjectState> {
  const fields = Object.fromEntries(ProjectFieldNames.map((name) => [name, row.doc[name]])) as ProjectFields;
  return {
    id: row.id,
    version: row.version,
    state: { exists: true, deleted: false, reference: String(row.doc['reference'] ?? ''), fields, clientName: '' },
  };
}

/** The facts the project decider checks, from what the batch resolved (staff and client were looked up). */
const lookupsOf = (refs: Record<string, unknown>): ProjectLookups => ({
  client: (refs['client'] as NamedRef | undefined) ?? null,
  nonStaff: [],
  nonExternal: [],
});

/**
 * Projects, found by reference (PRJ-000042); a row names its client company by name or domain
 * and its owner by e-mail or full name (active staff only).
 */
export const projectImportTarget: ImportTarget<ProjectState, ProjectCommand, ProjectEvent> = {
  kind: 'projects',
  recordType: 'project',
  noun: 'project',
  decider: projectDecider,
  events: ProjectEvents,
  keyOf(row) {
    const reference = row.lookups['reference']?.trim().toUpperCase();
    return reference ? reference : undefined;
  },
  async findByKeys(db, _matchOn, keys) {
    return groupByKey(await findRecordsByKeys(db, 'projects', 'reference', keys), found);
  },
  async findByIds(db, ids) {
    return byId((await findRecordsByKeys(db, 'projects', 'id', ids)).map(found));
  },
  async resolve(db, rows) {
    const ownerText = (line: number) => rows.find((row) => row.line === line)?.lookups['ownerEmail']?.trim();
    const [clients, staff] = await Promise.all([
      lookUpCompanies(db, rows, { name: 'clientName', domain: 'clientDomain', label: 'Client company' }),
      findStaffByEmailsOrNames(db, [
        ...new Set(rows.map((row) => row.lookups['ownerEmail']?.trim().toLowerCase()).filter((t): t is string => !!t)),
      ]),
    ]);
    const resolved: Resolved = new Map();
    for (const row of rows) {
      const client = clients.get(row.line);
      const owner = ownerText(row.line);
      if (client && !client.ok) {
        resolved.set(row.line, client);
        continue;
      }
      const people = owner
        ? staff.filter(
            (person) =>
              person.email.toLowerCase() === owner.toLowerCase() ||
              person.fullName.toLowerCase() === owner.toLowerCase(),
          )
        : [];
      if (owner && people.length !== 1) {
        const reason =
          people.length === 0
            ? `Owner (e-mail or full name): no active member of staff is "${owner}"`
            : `Owner (e-mail or full name): ${people.length} members of staff are "${owner}"; give the e-mail instead`;
        resolved.set(row.line, { ok: false, reason });
        continue;
      }
      if (!client && !owner) continue;
      resolved.set(row.line, {
        ok: true,
        fields: { ...(client ? { client: client.company.companyId } : {}), ...(owner ? { owner: people[0]!.id } : {}) },
        refs: client ? { client: { id: client.company.companyId, name: client.company.companyName } } : {},
      });
    }
    return resolved;
  },
  async drawReferences(db, count) {
    return (await drawReferenceNumbers(db, 'project_reference_seq', count)).map(formatProjectReference);
  },
  create({ id, reference, fields, refs }) {
    if (!refs['client']) {
      throw new DomainError('validation', "Client company: give the client company's name or domain");
    }
    return {
      type: 'RegisterProject',
      projectId: id,
      reference,
      fields: fields as ProjectFields,
      lookups: lookupsOf(refs),
    };
  },
  update: (record, changes, refs) => ({
    type: 'UpdateProject',
    projectId: record.id,
    changes: changes as Partial<ProjectFields>,
    lookups: lookupsOf(refs),
  }),
  valuesOf: (state) => ({ ...state.fields }),
  delete: (id) => ({ type: 'DeleteProject', projectId: id }),
  // What is set back is looked up as the API looks it up (a client company deleted since, an owner
  // no longer on the staff: the decider refuses, and the field is kept).
  restore: async (db, record, values) => ({
    type: 'UpdateProject',
    projectId: record.id,
    changes: values as Partial<ProjectFields>,
    lookups: await lookUpProject(db, values as Partial<ProjectFields>),
  }),
};
