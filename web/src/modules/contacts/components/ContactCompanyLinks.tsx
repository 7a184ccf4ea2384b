import type { CompanySummary } from '@dealbook/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

export interface ContactCompanyLinksProps {
  companies: readonly CompanySummary[];
}

/** The companies a person works for, as links, comma-separated. */
export function ContactCompanyLinks({ companies }: ContactCompanyLinksProps) {
  if (companies.length === 0) return <>—</>;
  return (
    <>
      {companies.map((company, i) => (
        <Fragment key={company._id}>
          {i > 0 && ', '}
          <Link to={`/companies/${company._id}`}>{company.companyName}</Link>
        </Fragment>
      ))}
    </>
  );
}
