import { recordRoom } from '@dealbook/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { useEditingPresence } from '../../realtime/hooks/useEditingPresence.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { serverFieldErrors } from '../utils/saveErrors.js';

/** What an edit form saves: the changes against the version it was loaded from (If-Match). */
export interface VersionedChanges<Changes> {
  version: number;
  changes: Changes;
}

export interface RecordEditorOptions<R extends { _id: string; version: number }, Changes> {
  /** The record type of the socket room ('company', 'project' …). */
  type: string;
  /** How the messages name it ('company' → "Company saved"). */
  noun: string;
  /** The latest version known (kept current by the socket). */
  latest: R;
  /** The record was deleted since the form opened. */
  deleted?: boolean;
  /** Where the form goes after saving or cancelling. */
  detailPath: string;
  update: UseMutationResult<unknown, unknown, VersionedChanges<Changes>>;
  reload: () => Promise<R | undefined>;
}

/**
 * The save cycle every record's edit form shares: edits are made against the version the form
 * was loaded from, the PUT carries it in If-Match, so a save over someone else's newer version
 * gets 409 and the person decides (reload theirs or keep editing), never a silent overwrite.
 * The form says who else is editing and when the record changed elsewhere meanwhile.
 */
export function useRecordEditor<R extends { _id: string; version: number }, Changes extends object>(
  options: RecordEditorOptions<R, Changes>,
) {
  const { type, noun, latest, deleted = false, detailPath, update, reload } = options;
  const navigate = useNavigate();
  const [base, setBase] = useState(latest);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const room = recordRoom(type, latest._id);
  useEditingPresence(room);

  const changedElsewhere = (deleted || latest.version > base.version) && !update.isPending && !update.isSuccess;

  /** Saves the changes (none: back to the record), with a toast for the outcome. */
  const save = (changes: Changes) => {
    if (Object.keys(changes).length === 0) {
      navigate(detailPath);
      return;
    }
    update.mutate(
      { version: base.version, changes },
      {
        onSuccess: () => {
          toastSuccess(`${noun[0]!.toUpperCase()}${noun.slice(1)} saved`);
          navigate(detailPath);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            setConflict(true);
            return;
          }
          setServerErrors(serverFieldErrors(error));
          toastError(`The ${noun} could not be saved`, errorMessage(error));
        },
      },
    );
  };

  /** Starts the form again from the newest version, dropping the conflict and old messages. */
  const reloadTheirs = async () => {
    const fresh = await reload();
    setConflict(false);
    if (fresh) {
      setServerErrors({});
      setBase(fresh);
    }
  };

  return {
    base,
    update,
    room,
    serverErrors,
    conflict,
    changedElsewhere,
    save,
    reloadTheirs: () => void reloadTheirs(),
    keepEditing: () => setConflict(false),
    cancel: () => navigate(detailPath),
  };
}
