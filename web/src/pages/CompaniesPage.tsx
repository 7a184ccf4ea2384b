import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { CompaniesList } from '../modules/companies/components/CompaniesList.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function CompaniesPage() {
  const navigate = useNavigate();
  return (
    <>
      <div className="db-page-header">
        <PageTitle title="Companies" />
        <Button intent="primary" icon="add" text="New company" onClick={() => navigate('/companies/new')} />
      </div>
      <CompaniesList />
    </>
  );
}
