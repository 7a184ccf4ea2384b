import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { CompaniesList } from '../modules/companies/components/CompaniesList.js';

export function CompaniesPage() {
  const navigate = useNavigate();
  return (
    <>
      <div className="db-page-header">
        <H2>Companies</H2>
        <Button intent="primary" icon="add" text="New company" onClick={() => navigate('/companies/new')} />
      </div>
      <CompaniesList />
    </>
  );
}
