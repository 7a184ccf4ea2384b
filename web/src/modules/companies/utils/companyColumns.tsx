import type { Company } from '@dealbook/contracts';
import { formatDate, formatMoney } from '../../ui/utils/format.js';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import { RoleFlagTags } from '../components/RoleFlagTags.js';
import { displayFieldValue } from './companyDisplay.js';
import type { CompanySortField } from './companySearchQuery.js';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';

export const companyColumns: readonly RecordGridColumn<Company, CompanySortField>[] = [
  {
    id: 'company',
    label: 'Company',
    width: 280,
    sortField: 'companyName',
    render: (c) => <CompanyCell id={c._id} name={c.companyName} logoUrl={c.logoUrl} />,
  },
  { id: 'roles', label: 'Roles', width: 230, render: (c) => <RoleFlagTags company={c} /> },
  {
    id: 'industry',
    label: 'Industry',
    width: 180,
    sortField: 'industryType',
    render: (c) => displayFieldValue('industryType', c.industryType),
  },
  { id: 'city', label: 'City', width: 140, sortField: 'city', render: (c) => c.city || '—' },
  {
    id: 'revenue',
    label: 'Revenue',
    width: 130,
    sortField: 'revenue',
    numeric: true,
    render: (c) => formatMoney(c.revenue),
  },
  {
    id: 'updated',
    label: 'Updated',
    width: 110,
    sortField: 'updatedAt',
    render: (c) => formatDate(c.updatedAt),
  },
];
