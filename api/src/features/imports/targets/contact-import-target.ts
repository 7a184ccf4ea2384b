import {
  ContactFieldNames,
  formatContactReference,
  type CompanyRef,
  type ContactCommand,
  type ContactEvent,
  type ContactFields,
  ContactEvents,
} from '@dealbook/contracts';
import {
  drawReferenceNumbers,
  findContactsByPersonKeys,
  findRecordsByKeys,
  type KeyedRecord,
} from '@dealbook/projections';
import { contactDecider, type ContactState } from '../../contacts/contact.decider.js';
import { lookUpCompanies } from './company-lookups.js';
import {
  byId,
  groupByKey,
  type Db,
  type DuplicateCandidate,
  type FoundRecord,
  type ImportTarget,
  type ReadableRow,
  type Resolved,
} from './import-target.js';

/** Links as the read model keeps them (ids): the decider compares links by id. */
const links = (ids: unknown): CompanyRef[] =>
  Array.isArray(ids) ? ids.map((id) => ({ companyId: String(id), companyName: '' })) : [];

function found(row: KeyedRecord): FoundRecord<ContactState> {
  const fields = Object.fromEntries(ContactFieldNames.map((name) => [name, row.doc[name]])) as ContactFields;
  return {
    id: row.id,
    version: row.version,
    state: {
      exists: true,
      deleted: false,
      fields,
      companies: links(row.doc['companies']),
      referrals: links(row.doc['referrals']),
      reference: String(row.doc['reference'] ?? ''),
      // Read models hold live records only: a merged-away one is not among them.
      mergedInto: null,
      merges: [],
      // An erased one (issue 37) refuses the import's change as every command.
      erased: row.doc['erased'] === true,
    },
  };
}

/**
 * Contacts, found by e-mail (spec §3.3); a row may name the company the contact works for, by
 * name or domain: a new contact is linked to it, an existing one gains it if not yet linked.
 */
export const contactImportTarget: ImportTarget<ContactState, ContactCommand, ContactEvent> = {
  kind: 'contacts',
  recordType: 'contact',
  noun: 'contact',
  decider: contactDecider,
  events: ContactEvents,
  keyOf(row) {
    const email = row.given['email'];
    return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
  },
  async findByKeys(db, _matchOn, keys) {
    return groupByKey(await findRecordsByKeys(db, 'contacts', 'email', keys), found);
  },
  async findByIds(db, ids) {
    return byId((await findRecordsByKeys(db, 'contacts', 'id', ids)).map(found));
  },
  async resolve(db, rows) {
    const companies = await lookUpCompanies(db, rows, {
      name: 'companyName',
      domain: 'companyDomain',
      label: 'Company',
    });
    const resolved: Resolved = new Map();
    for (const [line, lookup] of companies) {
      if (lookup) resolved.set(line, lookup.ok ? { ok: true, fields: {}, refs: { company: lookup.company } } : lookup);
    }
    return resolved;
  },
  findPossibleDuplicates,
  keptOnDuplicateUpdate: ['firstName', 'lastName'],
  async drawReferences(db, count) {
    return (await drawReferenceNumbers(db, 'contact_reference_seq', count)).map(formatContactReference);
  },
  create: ({ id, reference, fields, refs }) => ({
    type: 'RegisterContact',
    contactId: id,
    reference,
    fields: fields as ContactFields,
    companies: refs['company'] ? [refs['company'] as CompanyRef] : [],
    referrals: [],
  }),
  update(record, changes, refs) {
    const company = refs['company'] as CompanyRef | undefined;
    const linked = company && record.state.companies.some((link) => link.companyId === company.companyId);
    return {
      type: 'UpdateContact',
      contactId: record.id,
      changes: changes as Partial<ContactFields>,
      ...(company && !linked ? { companies: [...record.state.companies, company] } : {}),
    };
  },
  // The companies as ids: an undo takes back a link the import added (ContactJoinedCompany).
  valuesOf: (state) => ({ ...state.fields, companies: state.companies.map((link) => link.companyId) }),
  delete: (id) => ({ type: 'DeleteContact', contactId: id }),
  restore: async (_db, record, { companies, ...values }) => ({
    type: 'UpdateContact',
    contactId: record.id,
    changes: values as Partial<ContactFields>,
    ...(companies === undefined ? {} : { companies: links(companies) }),
  }),
};

const textOf = (row: ReadableRow, field: string) => {
  const value = row.given[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** Contacts of the same name (written another way) or with the same number, per row; one query. */
async function findPossibleDuplicates(db: Db, rows: readonly ReadableRow[]) {
  const candidates = await findContactsByPersonKeys(
    db,
    rows.map((row) => ({
      line: row.line,
      firstName: textOf(row, 'firstName'),
      lastName: textOf(row, 'lastName'),
      telephone: textOf(row, 'telephone'),
      mobile: textOf(row, 'mobile'),
    })),
  );
  const duplicates = new Map<number, DuplicateCandidate<ContactState>[]>();
  for (const candidate of candidates) {
    const record = { ...found({ ...candidate, key: '' }), name: String(candidate.doc['fullName'] ?? '') };
    duplicates.set(candidate.line, [...(duplicates.get(candidate.line) ?? []), record]);
  }
  return duplicates;
}
