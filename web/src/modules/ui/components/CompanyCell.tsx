import './companyCell.css';
import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CompanyAvatar } from './CompanyAvatar.js';

export interface CompanyCellProps {
  id: string;
  name: string;
  logoUrl: string;
  /** Whether the reader may open the company: an external caller reads its name only. */
  linked?: boolean;
  /** Flagged when the company asked not to be contacted (purchaser lists, the console). */
  doNotContact?: boolean;
}

/** Grid cell of spec §2.6: logo and name, linking to the company where the reader may open it. */
export function CompanyCell({ id, name, logoUrl, linked = true, doNotContact = false }: CompanyCellProps) {
  const face = (
    <>
      <CompanyAvatar name={name} logoUrl={logoUrl} size={24} />
      <span className="db-company-cell__name">{name}</span>
    </>
  );
  return (
    <span className="db-company-cell">
      {linked ? (
        <Link className="db-company-cell__face" to={`/companies/${id}`}>
          {face}
        </Link>
      ) : (
        <span className="db-company-cell__face">{face}</span>
      )}
      {doNotContact && (
        <Tag minimal intent="danger" title="This company asked not to be contacted">
          Do not contact
        </Tag>
      )}
    </span>
  );
}
