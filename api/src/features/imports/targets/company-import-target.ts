import {
  CompanyFieldNames,
  type CompanyCommand,
  type CompanyEvent,
  type CompanyFields,
  CompanyEvents,
} from '@dealbook/contracts';
import { findCompaniesByNameKeys, findRecordsByKeys, type KeyedRecord } from '@dealbook/projections';
import { companyDecider, type CompanyState } from '../../companies/company.decider.js';
import {
  byId,
  groupByKey,
  type Db,
  type DuplicateCandidate,
  type FoundRecord,
  type ImportTarget,
  type ReadableRow,
} from './import-target.js';

/** The company a read-model row holds, as its decider's state. */
function found(row: KeyedRecord): FoundRecord<CompanyState> {
  const fields = Object.fromEntries(CompanyFieldNames.map((name) => [name, row.doc[name]])) as CompanyFields;
  return {
    id: row.id,
    version: row.version,
    state: { exists: true, deleted: false, fields, mergedInto: null, merges: [] },
  };
}

/** Companies, found by domain or by name (spec §3.2). */
export const companyImportTarget: ImportTarget<CompanyState, CompanyCommand, CompanyEvent> = {
  kind: 'companies',
  recordType: 'company',
  noun: 'company',
  decider: companyDecider,
  events: CompanyEvents,
  keyOf(row, matchOn) {
    const value = row.given[matchOn];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return matchOn === 'companyName' ? value.trim().toLowerCase() : value.trim();
  },
  async findByKeys(db: Db, matchOn, keys) {
    const key = matchOn === 'companyName' ? 'companyName' : 'domain';
    return groupByKey(await findRecordsByKeys(db, 'companies', key, keys), found);
  },
  async findByIds(db, ids) {
    return byId((await findRecordsByKeys(db, 'companies', 'id', ids)).map(found));
  },
  async resolve() {
    return new Map();
  },
  findPossibleDuplicates,
  keptOnDuplicateUpdate: ['companyName'],
  create: ({ id, fields }) => ({ type: 'RegisterCompany', companyId: id, fields: fields as CompanyFields }),
  update: (record, given) => ({
    type: 'UpdateCompany',
    companyId: record.id,
    changes: given as Partial<CompanyFields>,
  }),
  valuesOf: (state) => ({ ...state.fields }),
  delete: (id) => ({ type: 'DeleteCompany', companyId: id }),
  restore: async (_db, record, values) => ({
    type: 'UpdateCompany',
    companyId: record.id,
    changes: values as Partial<CompanyFields>,
  }),
};

const textOf = (row: ReadableRow, field: string) => {
  const value = row.given[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** Companies of the same name key (company_name_key) or the same domain, per row; one query of each. */
async function findPossibleDuplicates(db: Db, rows: readonly ReadableRow[]) {
  const names = [...new Set(rows.map((row) => textOf(row, 'companyName')).filter((name) => name !== ''))];
  const domains = [...new Set(rows.map((row) => textOf(row, 'domain').toLowerCase()).filter((d) => d !== ''))];
  const [byName, byDomain] = await Promise.all([
    findCompaniesByNameKeys(db, names),
    findRecordsByKeys(db, 'companies', 'domain', domains),
  ]);
  const candidate = (row: { id: string; version: number; doc: Record<string, unknown> }) => ({
    ...found({ ...row, key: '' }),
    name: String(row.doc['companyName'] ?? ''),
  });
  const duplicates = new Map<number, DuplicateCandidate<CompanyState>[]>();
  for (const row of rows) {
    const name = textOf(row, 'companyName');
    const domain = textOf(row, 'domain').toLowerCase();
    const matches = [
      ...byName.filter((company) => name !== '' && company.given === name),
      ...byDomain.filter((company) => domain !== '' && company.key === domain),
    ].map(candidate);
    const distinct = [...new Map(matches.map((match) => [match.id, match])).values()];
    if (distinct.length > 0) duplicates.set(row.line, distinct);
  }
  return duplicates;
}
