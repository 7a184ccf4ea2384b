import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { exportPath } from '../../export/utils/exportRequest.js';
import { Callout, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { ListPager } from '../../ui/components/ListPager.js';
import type { PageSize } from '../../ui/utils/paging.js';
import { ContactCompanyLinks } from '../../contacts/components/ContactCompanyLinks.js';
import { ambassadorPeopleQuery, useAmbassadorPeople } from '../hooks/useAmbassadors.js';
import { NdaTag } from './NdaTag.js';

export interface AmbassadorPeopleProps {
  name: string;
  ndaOnly: boolean;
}

export function AmbassadorPeople({ name, ndaOnly }: AmbassadorPeopleProps) {
  const [page, setPage] = useState<{ index: number; size: PageSize }>({ index: 0, size: 25 });
  const people = useAmbassadorPeople({ name, ndaOnly, ...page });
  const rows = people.data?.rows ?? [];
  if (people.isError) {
    return (
      <Callout intent="danger" title="The ambassadors could not be loaded">
        {errorMessage(people.error)}
      </Callout>
    );
  }
  return (
    <section aria-label="Ambassador people">
      {people.isSuccess && rows.length === 0 ? (
        <NonIdealState icon="people" title="No ambassadors match" />
      ) : (
        <HTMLTable striped interactive className="db-link-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Companies</th>
              <th>NDA</th>
              <th>Referrals</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((contact) => (
              <tr key={contact._id}>
                <td>
                  <Link to={`/contacts/${contact._id}`}>{contact.fullName}</Link>
                </td>
                <td>
                  <ContactCompanyLinks companies={contact.companies} />
                </td>
                <td>
                  <NdaTag signed={contact.hasSignedAmbassadorNDA} />
                </td>
                <td>
                  <Tag round minimal title={contact.referrals.map((r) => r.companyName).join(', ')}>
                    {contact.referrals.length}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ListPager
        index={page.index}
        size={page.size}
        total={people.data?.total ?? 0}
        totalKind={people.data?.totalKind}
        onPage={(index) => setPage({ ...page, index })}
        onSize={(size) => setPage({ index: 0, size })}
      />
      <ExportXlsxButton
        path={exportPath('/api/contacts/export/ambassadors', ambassadorPeopleQuery({ name, ndaOnly, ...page }))}
        fallbackName="ambassador_people_export.xlsx"
        disabled={rows.length === 0}
      />
    </section>
  );
}
