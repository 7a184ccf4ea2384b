import { Link } from 'react-router-dom';
import { CompanyAvatar } from './CompanyAvatar.js';

export interface CompanyCellProps {
  id: string;
  name: string;
  logoUrl: string;
}

/** Grid cell of spec §2.6: logo and name, linking to the company. */
export function CompanyCell({ id, name, logoUrl }: CompanyCellProps) {
  return (
    <Link className="db-company-cell" to={`/companies/${id}`}>
      <CompanyAvatar name={name} logoUrl={logoUrl} size={24} />
      <span className="db-company-cell__name">{name}</span>
    </Link>
  );
}
