import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { ContactEditor } from '../modules/contacts/components/ContactEditor.js';
import { ContactLoadState } from '../modules/contacts/components/ContactLoadState.js';
import { useContact } from '../modules/contacts/hooks/useContact.js';
import { useFollowMerge } from '../modules/merges/hooks/useFollowMerge.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function EditContactPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('contact', id)]);
  const contact = useContact(id);
  // An old address of a record merged away: on to the survivor's edit page.
  if (useFollowMerge('contact', id, contact.data?._id)) return null;
  if (!contact.data) return <ContactLoadState query={contact} />;
  return (
    <>
      <BackLink to={`/contacts/${id}`} label={contact.data.fullName} />
      <PageTitle title={`Edit ${contact.data.fullName}`} section="People" />
      <ContactEditor
        latest={contact.data}
        deleted={isApiError(contact.error, 404)}
        reload={async () => (await contact.refetch()).data}
      />
    </>
  );
}
