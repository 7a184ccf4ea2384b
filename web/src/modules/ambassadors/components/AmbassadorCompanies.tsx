import type { Company } from '@dealbook/contracts';
import { companyQueries } from '../../companies/hooks/companyQueries.js';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';
import { RecordList } from '../../records/components/RecordList.js';
import type { ListQuery } from '../../records/hooks/useListPage.js';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import { ambassadorCompaniesState } from '../states/ambassadorListStates.js';
import {
  ambassadorSearchQuery,
  type AmbassadorCompanySortField,
  type AmbassadorFilters,
} from '../utils/ambassadorSearchQuery.js';
import { AmbassadorsFilterBar } from './AmbassadorsFilterBar.js';
import { NdaTag } from './NdaTag.js';

const columns: readonly RecordGridColumn<Company, AmbassadorCompanySortField>[] = [
  {
    id: 'company',
    label: 'Company',
    width: 280,
    sortField: 'companyName',
    render: (c) => <CompanyCell id={c._id} name={c.companyName} logoUrl={c.logoUrl} />,
  },
  { id: 'nda', label: 'NDA', width: 120, render: (c) => <NdaTag signed={c.hasSignedAmbassadorNDA} /> },
  { id: 'city', label: 'City', width: 150, sortField: 'city', render: (c) => c.city || '—' },
  { id: 'telephone', label: 'Telephone', width: 150, render: (c) => c.telephone || '—' },
];
const listQuery: ListQuery<AmbassadorFilters, AmbassadorCompanySortField> = (filters, sort, page) =>
  ambassadorSearchQuery('companyName', filters, sort, page);
const exportFile = { route: '/api/companies/export/ambassadors', fallbackName: 'ambassador_companies_export.xlsx' };

/** Companies flagged as ambassadors (spec §3.2 isAmbassador). */
export function AmbassadorCompanies() {
  return (
    <RecordList
      label="Ambassador companies"
      state={ambassadorCompaniesState}
      listQuery={listQuery}
      queryOptions={companyQueries.search}
      filterBar={<AmbassadorsFilterBar state={ambassadorCompaniesState} name="Ambassador companies" />}
      columns={columns}
      exportFile={exportFile}
      empty={{ icon: 'office', noun: 'ambassador companies' }}
    />
  );
}
