import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

export interface BackLinkProps {
  to: string;
  label: string;
}

export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Link to={to} className="db-back-link">
      <Icon icon="arrow-left" size={12} /> {label}
    </Link>
  );
}
