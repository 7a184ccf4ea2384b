import { Link } from 'react-router-dom';
import { ImageAvatar } from '../../ui/components/ImageAvatar.js';

export interface CompanyCellProps {
  company: { _id: string; companyName: string; logoUrl: string; doNotContact?: boolean };
}

/** The purchaser company: its logo and a link to its page, flagged when it must not be contacted. */
export function CompanyCell({ company }: CompanyCellProps) {
  return (
    <span className="db-company-cell">
      <ImageAvatar name={company.companyName} src={company.logoUrl} size={24} />
      <Link to={`/companies/${company._id}`}>{company.companyName}</Link>
      {company.doNotContact && (
        <span className="bp6-tag bp6-minimal bp6-intent-danger" title="This company asked not to be contacted">
          Do not contact
        </span>
      )}
    </span>
  );
}
