import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { CompanyEditor } from '../modules/companies/components/CompanyEditor.js';
import { CompanyLoadState } from '../modules/companies/components/CompanyLoadState.js';
import { useCompany } from '../modules/companies/hooks/useCompany.js';
import { useFollowMerge } from '../modules/merges/hooks/useFollowMerge.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function EditCompanyPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('company', id)]);
  const company = useCompany(id);
  // An old address of a record merged away: on to the survivor's edit page.
  if (useFollowMerge('company', id, company.data?._id)) return null;
  if (!company.data) return <CompanyLoadState query={company} />;
  return (
    <>
      <BackLink to={`/companies/${id}`} label={company.data.companyName} />
      <PageTitle title={`Edit ${company.data.companyName}`} section="Companies" />
      <CompanyEditor
        latest={company.data}
        deleted={isApiError(company.error, 404)}
        reload={async () => (await company.refetch()).data}
      />
    </>
  );
}
