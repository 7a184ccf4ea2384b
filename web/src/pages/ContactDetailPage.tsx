import { RecordNextTask } from '../app/recordNextTask.js';
import { recordPanelTabs } from '../app/recordPanelTabs.js';
import { recordRoom, type Contact, type RecentlyViewedBody } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { ContactDetail } from '../modules/contacts/components/ContactDetail.js';
import { ContactLoadState } from '../modules/contacts/components/ContactLoadState.js';
import { useContact } from '../modules/contacts/hooks/useContact.js';
import { MergeCandidates } from '../modules/merges/components/MergeCandidates.js';
import { MergedAwayNotice } from '../modules/merges/components/MergedAwayNotice.js';
import { useFollowMerge } from '../modules/merges/hooks/useFollowMerge.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { useRecordViewed } from '../modules/users/hooks/useRecordViewed.js';

function viewedItem(contact: Contact): RecentlyViewedBody {
  const summary = [contact.jobTitle, contact.companies[0]?.companyName ?? ''].filter((p) => p.trim()).join(' · ');
  return { objectId: contact._id, name: contact.fullName, type: 'Contact', summary, logoUrl: '' };
}

export function ContactDetailPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('contact', id)]);
  const contact = useContact(id);
  const following = useFollowMerge('contact', id, contact.data?._id);
  // A refetch answering 404 means someone deleted it while it was open: stop showing it.
  const shown = isApiError(contact.error, 404) || following ? undefined : contact.data;
  useRecordViewed(shown ? viewedItem(shown) : undefined);
  return (
    <>
      <BackLink to="/contacts" label="People" />
      {shown && <MergedAwayNotice type="contact" id={shown._id} />}
      {shown && (
        <MergeCandidates
          type="contact"
          id={shown._id}
          match={{
            firstName: shown.firstName,
            lastName: shown.lastName,
            email: shown.email,
            telephone: shown.telephone,
            mobile: shown.mobile,
          }}
        />
      )}
      {shown ? (
        <ContactDetail
          contact={shown}
          panels={recordPanelTabs({ parent: { type: 'contact', id: shown._id } })}
          nextTask={<RecordNextTask parent={{ type: 'contact', id: shown._id }} />}
        />
      ) : (
        !following && <ContactLoadState query={contact} />
      )}
    </>
  );
}
