import { recordRoom } from '@dealbook/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { nothingToSave, useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import type { FieldLabels } from '../../forms/utils/labelledMessage.js';
import { useEditingPresence } from '../../realtime/hooks/useEditingPresence.js';

/** What an edit form saves: the changes against the version it was loaded from (If-Match). */
export interface VersionedChanges<Changes> {
  version: number;
  changes: Changes;
}

export interface RecordEditorOptions<
  R extends { _id: string; version: number },
  Values extends FieldValues,
  Output extends Body,
  Body,
  Changes,
> {
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
  form: UseFormReturn<Values, unknown, Output>;
  labels: FieldLabels;
  /** The form's values for a version of the record (after "Reload their version"). */
  valuesOf: (record: R) => Values;
  /**
   * The record as a request body, the shape the form's output has (the output may be narrower: a
   * project's client is an id there), so the person's edit and someone else's save compare alike.
   */
  bodyOf: (record: R) => Body;
  /** The fields `after` changes relative to `before`, and only those (the body of a PUT). */
  changed: (before: Body, after: Body) => Changes;
  /** How "they changed: …" names a field (default: its form label). */
  fieldLabel?: (field: string) => string;
}

/**
 * The save cycle of a record's edit page (useSaveCycle) made versioned: edits are made against
 * the version the form was loaded from, the PUT carries it in If-Match, so a save over someone
 * else's newer version gets 409 and the person decides (reload theirs or keep editing), never a
 * silent overwrite. The form says who else is editing and when the record changed elsewhere.
 */
export function useRecordEditor<
  R extends { _id: string; version: number },
  Values extends FieldValues,
  Output extends Body,
  Body,
  Changes extends object,
>(options: RecordEditorOptions<R, Values, Output, Body, Changes>) {
  const {
    type,
    noun,
    latest,
    deleted = false,
    detailPath,
    update,
    reload,
    form,
    labels,
    valuesOf,
    bodyOf,
    changed,
    fieldLabel = (field: string) => labels[field] ?? field,
  } = options;
  const navigate = useNavigate();
  const [base, setBase] = useState(latest);
  const room = recordRoom(type, latest._id);
  useEditingPresence(room);

  const cycle = useSaveCycle({
    form,
    labels,
    save: (output: Output) => {
      const changes = changed(bodyOf(base), output);
      if (Object.keys(changes).length === 0) return nothingToSave;
      return update.mutateAsync({ version: base.version, changes });
    },
    savedMessage: `${noun[0]!.toUpperCase()}${noun.slice(1)} saved`,
    failedMessage: `The ${noun} could not be saved`,
    onSaved: () => navigate(detailPath),
  });

  // What someone else saved since the form was loaded, in the form's words.
  const theirChanges = Object.keys(changed(bodyOf(base), bodyOf(latest))).map(fieldLabel);
  const changedElsewhere = (deleted || latest.version > base.version) && !cycle.saving && !update.isSuccess;

  /** Starts the form again from the newest version, dropping the conflict and old messages. */
  const reloadTheirs = async () => {
    const fresh = await reload();
    cycle.keepEditing();
    if (fresh) {
      setBase(fresh);
      form.reset(valuesOf(fresh));
    }
  };

  return {
    base,
    room,
    cycle,
    changedElsewhere,
    theirChanges,
    reloadTheirs: () => void reloadTheirs(),
    cancel: () => navigate(detailPath),
  };
}
