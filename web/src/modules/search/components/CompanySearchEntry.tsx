import type { CompanySearchHit } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { companyQueries } from '../../companies/hooks/companyQueries.js';
import { usePrefetchOnIntent } from '../../records/hooks/usePrefetchOnIntent.js';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';
import { RoleFlagTags } from '../../companies/components/RoleFlagTags.js';

export interface CompanySearchEntryProps {
  company: CompanySearchHit;
}

/** Logo (default avatar when it fails), name and role badges, linking to the company. */
export function CompanySearchEntry({ company }: CompanySearchEntryProps) {
  const prefetch = usePrefetchOnIntent(companyQueries.record(company._id));
  return (
    <Link className="db-search-entry" to={`/companies/${company._id}`} {...prefetch}>
      <CompanyAvatar name={company.companyName} logoUrl={company.logoUrl} size={28} />
      <span className="db-search-entry__text">
        <strong>{company.companyName}</strong>
        <RoleFlagTags company={company} />
      </span>
    </Link>
  );
}
