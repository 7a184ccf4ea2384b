import { Tag } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { ContactCompanyLinks } from '../../contacts/components/ContactCompanyLinks.js';
import { contactQueries } from '../../contacts/hooks/contactQueries.js';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';
import { RecordList } from '../../records/components/RecordList.js';
import type { ListQuery } from '../../records/hooks/useListPage.js';
import { ambassadorPeopleState } from '../states/ambassadorListStates.js';
import {
  ambassadorSearchQuery,
  type AmbassadorFilters,
  type AmbassadorPeopleSortField,
} from '../utils/ambassadorSearchQuery.js';
import { AmbassadorsFilterBar } from './AmbassadorsFilterBar.js';
import { NdaTag } from './NdaTag.js';

const columns: readonly RecordGridColumn<Contact, AmbassadorPeopleSortField>[] = [
  {
    id: 'name',
    label: 'Name',
    width: 220,
    sortField: 'lastName',
    render: (c) => <Link to={`/contacts/${c._id}`}>{c.fullName}</Link>,
  },
  {
    id: 'companies',
    label: 'Companies',
    width: 260,
    render: (c) => <ContactCompanyLinks companies={c.companies} />,
  },
  { id: 'nda', label: 'NDA', width: 120, render: (c) => <NdaTag signed={c.hasSignedAmbassadorNDA} /> },
  {
    id: 'referrals',
    label: 'Referrals',
    width: 100,
    numeric: true,
    render: (c) => (
      <Tag round minimal title={c.referrals.map((r) => r.companyName).join(', ')}>
        {c.referrals.length}
      </Tag>
    ),
  },
];
const listQuery: ListQuery<AmbassadorFilters, AmbassadorPeopleSortField> = (filters, sort, page) =>
  ambassadorSearchQuery('fullName', filters, sort, page);
const exportFile = { route: '/api/contacts/export/ambassadors', fallbackName: 'ambassador_people_export.xlsx' };

/** People flagged as ambassadors (spec §3.3 isAmbassador), with their referrals. */
export function AmbassadorPeople() {
  return (
    <RecordList
      label="Ambassador people"
      state={ambassadorPeopleState}
      listQuery={listQuery}
      queryOptions={contactQueries.search}
      filterBar={<AmbassadorsFilterBar state={ambassadorPeopleState} name="Ambassador people" />}
      columns={columns}
      exportFile={exportFile}
      empty={{ icon: 'people', noun: 'ambassadors' }}
    />
  );
}
