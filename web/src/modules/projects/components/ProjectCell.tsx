import { Link } from 'react-router-dom';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';

export interface ProjectCellProps {
  id: string;
  name: string;
  /** The client company's logo; the default avatar (client's initials) stands in when it fails. */
  logoUrl: string;
  clientName: string;
}

/** Grid cell of spec §2.6: the project name with the client's logo, linking to the project. */
export function ProjectCell({ id, name, logoUrl, clientName }: ProjectCellProps) {
  return (
    <Link className="db-company-cell" to={`/projects/${id}`} draggable={false}>
      <CompanyAvatar name={clientName || name} logoUrl={logoUrl} size={24} />
      <span className="db-company-cell__name">{name}</span>
    </Link>
  );
}
