import { recordRoom, type CreateProjectBody, type Project } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { serverFieldErrors } from '../../companies/utils/saveErrors.js';
import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { useEditingPresence } from '../../realtime/hooks/useEditingPresence.js';
import { ChangedElsewhereCallout } from '../../records/components/ChangedElsewhereCallout.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useUpdateProject } from '../hooks/useProjectMutations.js';
import { projectFieldLabel } from '../utils/projectFieldLabels.js';
import { changedProjectFields, projectFormValues, toRequestBody } from '../utils/projectFormValues.js';
import { ProjectForm } from './ProjectForm.js';

export interface ProjectEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: Project;
  /** The record was deleted since the form opened. */
  deleted: boolean;
  reload: () => Promise<Project | undefined>;
}

/**
 * Edits against the version the form was loaded from: the PUT carries it in If-Match, so a save
 * over someone else's newer version gets 409 and the person decides, never a silent overwrite.
 */
export function ProjectEditor({ latest, deleted, reload }: ProjectEditorProps) {
  const navigate = useNavigate();
  const update = useUpdateProject(latest._id);
  const [base, setBase] = useState(latest);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const detailPath = `/projects/${latest._id}`;
  const room = recordRoom('project', latest._id);
  useEditingPresence(room);

  const baseBody = toRequestBody(projectFormValues(base));
  const theirChanges = Object.keys(changedProjectFields(baseBody, toRequestBody(projectFormValues(latest)))).map(
    projectFieldLabel,
  );
  const changedElsewhere = (deleted || latest.version > base.version) && !update.isPending && !update.isSuccess;

  const submit = (body: CreateProjectBody) => {
    const changes = changedProjectFields(baseBody, body);
    if (Object.keys(changes).length === 0) {
      navigate(detailPath);
      return;
    }
    update.mutate(
      { version: base.version, changes },
      {
        onSuccess: () => {
          toastSuccess('Project saved');
          navigate(detailPath);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            setConflict(true);
            return;
          }
          setServerErrors(serverFieldErrors(error));
          toastError('The project could not be saved', errorMessage(error));
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
      <ProjectForm
        // A new base version starts the form again from that version's values.
        key={base.version}
        initialValues={projectFormValues(base)}
        submitLabel="Save changes"
        submitting={update.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        onCancel={() => navigate(detailPath)}
        notice={
          <>
            <OthersEditingCallout room={room} noun="project" />
            {changedElsewhere && (
              <ChangedElsewhereCallout
                noun="project"
                deleted={deleted}
                theirChanges={theirChanges}
                onReload={() => void reloadTheirs()}
              />
            )}
          </>
        }
      />
      <ConflictDialog
        noun="project"
        isOpen={conflict}
        theirChanges={theirChanges}
        onReload={() => void reloadTheirs()}
        onKeepEditing={() => setConflict(false)}
      />
    </>
  );
}
