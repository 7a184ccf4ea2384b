import { listRoom } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { RecordList } from '../../records/components/RecordList.js';
import { companyQueries } from '../hooks/companyQueries.js';
import { companyListState } from '../states/companyListState.js';
import { companyColumns } from '../utils/companyColumns.js';
import { companySearchQuery } from '../utils/companySearchQuery.js';
import { CompaniesFilterBar } from './CompaniesFilterBar.js';

const companyRooms = [listRoom('company')];
const exportFile = { route: '/api/companies/export', fallbackName: 'companies_export.xlsx' };

/** The companies list; its rows follow other people's edits live. */
export function CompaniesList() {
  useRooms(companyRooms);
  const navigate = useNavigate();
  return (
    <RecordList
      label="Companies"
      state={companyListState}
      listQuery={companySearchQuery}
      queryOptions={companyQueries.search}
      filterBar={<CompaniesFilterBar />}
      columns={companyColumns}
      exportFile={exportFile}
      empty={{
        icon: 'office',
        noun: 'companies',
        create: { label: 'New company', onClick: () => navigate('/companies/new') },
      }}
    />
  );
}
