import { Callout } from '@blueprintjs/core';
import { listRoom } from '@dealbook/contracts';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { useCompanySearch } from '../hooks/useCompanySearch.js';
import {
  companyFilterDraftState,
  companyFiltersState,
  companyPageState,
  companySortState,
  setCompanyPageSizeState,
  sortCompaniesByState,
} from '../states/companyListState.js';
import { companySearchQuery, emptyCompanyFilters, hasActiveFilters } from '../utils/companySearchQuery.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { pastTheEnd } from '../../ui/utils/paging.js';
import { CompaniesEmptyState } from './CompaniesEmptyState.js';
import { CompaniesFilterBar } from './CompaniesFilterBar.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { CompaniesTable } from './CompaniesTable.js';

const companyRooms = [listRoom('company')];

/** Filter bar, grid and pager; the rows follow other people's edits live. */
export function CompaniesList() {
  useRooms(companyRooms);
  const navigate = useNavigate();
  const filters = useAtomValue(companyFiltersState);
  const sort = useAtomValue(companySortState);
  const [page, setPage] = useAtom(companyPageState);
  const setDraft = useSetAtom(companyFilterDraftState);
  const sortBy = useSetAtom(sortCompaniesByState);
  const setPageSize = useSetAtom(setCompanyPageSizeState);
  const search = useCompanySearch();
  const total = search.data?.total ?? 0;
  const totalKind = search.data?.totalKind ?? 'exact';

  // Rows deleted elsewhere can leave the current page past the end: step back to the last one.
  useEffect(() => {
    if (search.data && pastTheEnd(page.index, page.size, total, totalKind)) {
      setPage({ ...page, index: Math.ceil(total / page.size) - 1 });
    }
  }, [search.data, total, totalKind, page, setPage]);

  const createCompany = () => navigate('/companies/new');
  const empty = search.isSuccess && search.data.rows.length === 0;

  return (
    <div className="db-companies-list">
      <CompaniesFilterBar />
      {search.isError && (
        <Callout intent="danger" title="The companies could not be loaded">
          {errorMessage(search.error)}
        </Callout>
      )}
      {empty ? (
        <CompaniesEmptyState
          filtered={hasActiveFilters(filters)}
          onCreate={createCompany}
          onClearFilters={() => setDraft(emptyCompanyFilters)}
        />
      ) : (
        <CompaniesTable
          rows={search.data?.rows ?? []}
          loading={search.isPending}
          skeletonRows={Math.min(page.size, 12)}
          sort={sort}
          onSort={(field, descending) => sortBy({ field, descending })}
        />
      )}
      <ListPager
        index={page.index}
        size={page.size}
        total={total}
        totalKind={totalKind}
        onPage={(index) => setPage({ ...page, index })}
        onSize={setPageSize}
      />
      <ExportXlsxButton
        path={exportPath('/api/companies/export', companySearchQuery(filters, sort, { index: 0, size: page.size }))}
        fallbackName="companies_export.xlsx"
        disabled={empty}
      />
    </div>
  );
}
