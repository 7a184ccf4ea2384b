import { RecordNextTask } from '../app/recordNextTask.js';
import { recordPanelTabs } from '../app/recordPanelTabs.js';
import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { CompanyDetail } from '../modules/companies/components/CompanyDetail.js';
import { CompanyLoadState } from '../modules/companies/components/CompanyLoadState.js';
import { useCompany } from '../modules/companies/hooks/useCompany.js';
import { MergeCandidates } from '../modules/merges/components/MergeCandidates.js';
import { MergedAwayNotice } from '../modules/merges/components/MergedAwayNotice.js';
import { useFollowMerge } from '../modules/merges/hooks/useFollowMerge.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { useRecordViewed } from '../modules/users/hooks/useRecordViewed.js';
import { companyViewedItem } from '../modules/users/utils/recentlyViewed.js';
import { BackLink } from '../modules/ui/components/BackLink.js';

export function CompanyDetailPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('company', id)]);
  const company = useCompany(id);
  const following = useFollowMerge('company', id, company.data?._id);
  // A refetch answering 404 means someone deleted it while it was open: stop showing it.
  const shown = isApiError(company.error, 404) || following ? undefined : company.data;
  useRecordViewed(shown ? companyViewedItem(shown) : undefined);
  return (
    <>
      <BackLink to="/companies" label="Companies" />
      {shown && <MergedAwayNotice type="company" id={shown._id} />}
      {shown && (
        <MergeCandidates type="company" id={shown._id} match={{ name: shown.companyName, domain: shown.domain }} />
      )}
      {shown ? (
        <CompanyDetail
          company={shown}
          panels={recordPanelTabs({ parent: { type: 'company', id: shown._id } })}
          nextTask={<RecordNextTask parent={{ type: 'company', id: shown._id }} />}
        />
      ) : (
        !following && <CompanyLoadState query={company} />
      )}
    </>
  );
}
