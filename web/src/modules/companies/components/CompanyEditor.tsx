import { recordRoom, type Company, type CompanyFields } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { ChangedElsewhereCallout } from '../../records/components/ChangedElsewhereCallout.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { useEditingPresence } from '../../realtime/hooks/useEditingPresence.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useUpdateCompany } from '../hooks/useUpdateCompany.js';
import { changedFieldNames, changedFields } from '../utils/companyChanges.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import { fieldsOf, toFormValues } from '../utils/companyFormValues.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { serverFieldErrors } from '../utils/saveErrors.js';
import { CompanyForm } from './CompanyForm.js';

export interface CompanyEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: Company;
  /** The record was deleted since the form opened. */
  deleted: boolean;
  reload: () => Promise<Company | undefined>;
}

/**
 * Edits against the version the form was loaded from: the PUT carries it in If-Match, so a save
 * over someone else's newer version gets 409 and the person decides, never a silent overwrite.
 */
export function CompanyEditor({ latest, deleted, reload }: CompanyEditorProps) {
  const navigate = useNavigate();
  const update = useUpdateCompany(latest._id);
  const [base, setBase] = useState(latest);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const detailPath = `/companies/${latest._id}`;
  const room = recordRoom('company', latest._id);
  useEditingPresence(room);

  const theirChanges = changedFieldNames(fieldsOf(base), fieldsOf(latest)).map((field) => companyFieldLabels[field]);
  const changedElsewhere = (deleted || latest.version > base.version) && !update.isPending && !update.isSuccess;

  const submit = (fields: CompanyFields) => {
    const changes = changedFields(fieldsOf(base), fields);
    if (Object.keys(changes).length === 0) {
      navigate(detailPath);
      return;
    }
    update.mutate(
      { version: base.version, changes },
      {
        onSuccess: () => {
          toastSuccess('Company saved');
          navigate(detailPath);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            setConflict(true);
            return;
          }
          setServerErrors(serverFieldErrors(error));
          toastError('The company could not be saved', errorMessage(error));
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
      <CompanyForm
        // A new base version starts the form again from that version's values.
        key={base.version}
        initialValues={toFormValues(fieldsOf(base))}
        submitLabel="Save changes"
        submitting={update.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        onCancel={() => navigate(detailPath)}
        notice={
          <>
            <OthersEditingCallout room={room} noun="company" />
            {changedElsewhere && (
              <ChangedElsewhereCallout
                noun="company"
                deleted={deleted}
                theirChanges={theirChanges}
                onReload={() => void reloadTheirs()}
              />
            )}
          </>
        }
      />
      <ConflictDialog
        noun="company"
        isOpen={conflict}
        theirChanges={theirChanges}
        onReload={() => void reloadTheirs()}
        onKeepEditing={() => setConflict(false)}
      />
    </>
  );
}
