import { NewCompanyForm } from '../modules/companies/components/NewCompanyForm.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function NewCompanyPage() {
  return (
    <>
      <BackLink to="/companies" label="Companies" />
      <PageTitle title="New company" />
      <NewCompanyForm />
    </>
  );
}
