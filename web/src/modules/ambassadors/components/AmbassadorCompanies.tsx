import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { Callout, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { ListPager } from '../../ui/components/ListPager.js';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import type { PageSize } from '../../ui/utils/paging.js';
import { ambassadorCompaniesQuery, useAmbassadorCompanies } from '../hooks/useAmbassadors.js';
import { NdaTag } from './NdaTag.js';

export interface AmbassadorCompaniesProps {
  name: string;
  ndaOnly: boolean;
}

export function AmbassadorCompanies({ name, ndaOnly }: AmbassadorCompaniesProps) {
  const [page, setPage] = useState<{ index: number; size: PageSize }>({ index: 0, size: 25 });
  const companies = useAmbassadorCompanies({ name, ndaOnly, ...page });
  const rows = companies.data?.rows ?? [];
  if (companies.isError) {
    return (
      <Callout intent="danger" title="The ambassador companies could not be loaded">
        {errorMessage(companies.error)}
      </Callout>
    );
  }
  return (
    <section aria-label="Ambassador companies">
      {companies.isSuccess && rows.length === 0 ? (
        <NonIdealState icon="office" title="No ambassador companies match" />
      ) : (
        <HTMLTable striped interactive className="db-link-table">
          <thead>
            <tr>
              <th>Company</th>
              <th>NDA</th>
              <th>City</th>
              <th>Telephone</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((company) => (
              <tr key={company._id}>
                <td>
                  <CompanyCell id={company._id} name={company.companyName} logoUrl={company.logoUrl} />
                </td>
                <td>
                  <NdaTag signed={company.hasSignedAmbassadorNDA} />
                </td>
                <td>{company.city || '—'}</td>
                <td>{company.telephone || '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ListPager
        index={page.index}
        size={page.size}
        total={companies.data?.total ?? 0}
        totalKind={companies.data?.totalKind}
        onPage={(index) => setPage({ ...page, index })}
        onSize={(size) => setPage({ index: 0, size })}
      />
      <ExportXlsxButton
        path={exportPath('/api/companies/export/ambassadors', ambassadorCompaniesQuery({ name, ndaOnly, ...page }))}
        fallbackName="ambassador_companies_export.xlsx"
        disabled={rows.length === 0}
      />
    </section>
  );
}
