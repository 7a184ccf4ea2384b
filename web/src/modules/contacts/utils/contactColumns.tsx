import type { Contact } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { ContactCompanyLinks } from '../components/ContactCompanyLinks.js';
import { ContactFlagTags } from '../components/ContactFlagTags.js';
import type { ContactSortField } from './contactSearchQuery.js';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';

export const contactColumns: readonly RecordGridColumn<Contact, ContactSortField>[] = [
  {
    id: 'name',
    label: 'Name',
    width: 200,
    sortField: 'lastName',
    render: (c) => <Link to={`/contacts/${c._id}`}>{c.fullName}</Link>,
  },
  { id: 'jobTitle', label: 'Job title', width: 170, sortField: 'jobTitle', render: (c) => c.jobTitle || '—' },
  { id: 'companies', label: 'Companies', width: 230, render: (c) => <ContactCompanyLinks companies={c.companies} /> },
  { id: 'email', label: 'Email', width: 220, sortField: 'email', render: (c) => c.email || '—' },
  { id: 'telephone', label: 'Telephone', width: 130, render: (c) => c.telephone || c.mobile || '—' },
  { id: 'city', label: 'City', width: 120, sortField: 'city', render: (c) => c.city || '—' },
  { id: 'tags', label: 'Tags', width: 230, render: (c) => <ContactFlagTags contact={c} /> },
];
