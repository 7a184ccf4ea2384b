import { CompanyFieldNames, type CompanyCommand, type CompanyEvent, type CompanyFields } from '@dealbook/contracts';
import { findRecordsByKeys, type KeyedRecord } from '@dealbook/projections';
import { companyDecider, type CompanyState } from '../../companies/company.decider.js';
import { byId, groupByKey, type Db, type FoundRecord, type ImportTarget } from './import-target.js';

/** The company a read-model row holds, as its decider's state. */
function found(row: KeyedRecord): FoundRecord<CompanyState> {
  const fields = Object.fromEntries(CompanyFieldNames.map((name) => [name, row.doc[name]])) as CompanyFields;
  return { id: row.id, version: row.version, state: { exists: true, deleted: false, fields } };
}

/** Companies, found by domain or by name (spec §3.2). */
export const companyImportTarget: ImportTarget<CompanyState, CompanyCommand, CompanyEvent> = {
  kind: 'companies',
  recordType: 'company',
  noun: 'company',
  decider: companyDecider,
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
