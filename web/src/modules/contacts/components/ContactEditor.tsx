import { recordRoom, type Contact, type ContactFields } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { ChangedElsewhereCallout } from '../../records/components/ChangedElsewhereCallout.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { useEditingPresence } from '../../realtime/hooks/useEditingPresence.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useUpdateContact } from '../hooks/useUpdateContact.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';
import { changedContactFields, contactFieldsOf } from '../utils/contactFormValues.js';
import { ContactForm } from './ContactForm.js';

export interface ContactEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: Contact;
  /** The record was deleted since the form opened. */
  deleted: boolean;
  reload: () => Promise<Contact | undefined>;
}

/**
 * Edits against the version the form was loaded from: the PUT carries it in If-Match, so a save
 * over someone else's newer version gets 409 and the person decides, never a silent overwrite.
 */
export function ContactEditor({ latest, deleted, reload }: ContactEditorProps) {
  const navigate = useNavigate();
  const update = useUpdateContact(latest._id);
  const [base, setBase] = useState(latest);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const detailPath = `/contacts/${latest._id}`;
  const room = recordRoom('contact', latest._id);
  useEditingPresence(room);

  const theirChanges = Object.keys(changedContactFields(contactFieldsOf(base), contactFieldsOf(latest))).map(
    (field) => contactFieldLabels[field as keyof ContactFields],
  );
  const changedElsewhere = (deleted || latest.version > base.version) && !update.isPending && !update.isSuccess;

  const submit = (fields: ContactFields) => {
    const changes = changedContactFields(contactFieldsOf(base), fields);
    if (Object.keys(changes).length === 0) {
      navigate(detailPath);
      return;
    }
    update.mutate(
      { version: base.version, changes },
      {
        onSuccess: () => {
          toastSuccess('Contact saved');
          navigate(detailPath);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            setConflict(true);
            return;
          }
          setServerErrors(isApiError(error, 400) ? error.details : {});
          toastError('The contact could not be saved', errorMessage(error));
        },
      },
    );
  };

  const reloadTheirs = async () => {
    const fresh = await reload();
    setConflict(false);
    if (fresh) {
      setServerErrors({});
      setBase(fresh);
    }
  };

  return (
    <>
      <ContactForm
        // A new base version starts the form again from that version's values.
        key={base.version}
        initialValues={contactFieldsOf(base)}
        submitLabel="Save changes"
        submitting={update.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        onCancel={() => navigate(detailPath)}
        notice={
          <>
            <OthersEditingCallout room={room} noun="contact" />
            {changedElsewhere && (
              <ChangedElsewhereCallout
                noun="contact"
                deleted={deleted}
                theirChanges={theirChanges}
                onReload={() => void reloadTheirs()}
              />
            )}
          </>
        }
      />
      <ConflictDialog
        noun="contact"
        isOpen={conflict}
        theirChanges={theirChanges}
        onReload={() => void reloadTheirs()}
        onKeepEditing={() => setConflict(false)}
      />
    </>
  );
}
