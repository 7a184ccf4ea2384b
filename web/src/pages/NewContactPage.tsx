import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { companyQueries } from '../modules/companies/hooks/companyQueries.js';
import { NewContactForm } from '../modules/contacts/components/NewContactForm.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** `/contacts/new?company=<id>` starts the new contact at that company (from its Employees tab). */
export function NewContactPage() {
  const [params] = useSearchParams();
  const companyId = params.get('company') ?? '';
  const company = useQuery({ ...companyQueries.record(companyId), enabled: companyId !== '' });
  const from = company.data;
  return (
    <>
      <BackLink to={from ? `/companies/${from._id}` : '/contacts'} label={from?.companyName ?? 'People'} />
      <PageTitle title="New contact" />
      {companyId !== '' && company.isPending ? (
        <Spinner size={24} aria-label="Loading company" />
      ) : (
        <NewContactForm initialCompany={from} />
      )}
    </>
  );
}
