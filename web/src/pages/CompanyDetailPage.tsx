import { recordPanelTabs } from '../app/recordPanelTabs.js';
import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { CompanyDetail } from '../modules/companies/components/CompanyDetail.js';
import { CompanyLoadState } from '../modules/companies/components/CompanyLoadState.js';
import { useCompany } from '../modules/companies/hooks/useCompany.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { useRecordViewed } from '../modules/users/hooks/useRecordViewed.js';
import { companyViewedItem } from '../modules/users/utils/recentlyViewed.js';
import { BackLink } from '../modules/ui/components/BackLink.js';

export function CompanyDetailPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('company', id)]);
  const company = useCompany(id);
  // A refetch answering 404 means someone deleted it while it was open: stop showing it.
  const shown = isApiError(company.error, 404) ? undefined : company.data;
  useRecordViewed(shown ? companyViewedItem(shown) : undefined);
  return (
    <>
      <BackLink to="/companies" label="Companies" />
      {shown ? (
        <CompanyDetail company={shown} panels={recordPanelTabs({ parent: { type: 'company', id: shown._id } })} />
      ) : (
        <CompanyLoadState query={company} />
      )}
    </>
  );
}
