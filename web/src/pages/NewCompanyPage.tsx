import { H2 } from '@blueprintjs/core';
import { NewCompanyForm } from '../modules/companies/components/NewCompanyForm.js';
import { BackLink } from '../modules/ui/components/BackLink.js';

export function NewCompanyPage() {
  return (
    <>
      <BackLink to="/companies" label="Companies" />
      <H2>New company</H2>
      <NewCompanyForm />
    </>
  );
}
