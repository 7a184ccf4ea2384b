import { Button } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { MergeableTypeLabels, type MergePreview, type MergeSide } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useMergeRecords, useUndoMergeAction } from '../hooks/useMergeRecords.js';
import { mergedSideFields, movesSentence, recordPath, suggestedChoices } from '../utils/mergeWords.js';
import { MergeFieldRows } from './MergeFieldRows.js';
import { MergeRecordCards } from './MergeRecordCards.js';
import { Notice } from '../../ui/components/Notice.js';

export interface MergeFormProps {
  preview: MergePreview;
  onSwap: () => void;
  /** Asks for the preview again: after a 409 the records or the blockers have moved on. */
  reload: () => void;
  /** Set once a merge was refused because a record changed: said above the form. */
  changedSince: boolean;
  onChangedSince: () => void;
}

/** The choices and the merge itself, for one preview (the page renders a fresh one per preview). */
export function MergeForm({ preview, onSwap, reload, changedSince, onChangedSince }: MergeFormProps) {
  const navigate = useNavigate();
  const merge = useMergeRecords(preview.type);
  const undo = useUndoMergeAction(preview.type);
  const [choices, setChoices] = useState<Record<string, MergeSide>>(() => suggestedChoices(preview.fields));
  const [confirming, setConfirming] = useState(false);
  const { survivor, merged } = preview;
  const blocked = preview.blockers.length > 0;
  const noun = MergeableTypeLabels[preview.type].one;
  const moves = movesSentence(preview.moves, survivor.name);

  const run = () =>
    merge.mutate(
      {
        survivor: survivor._id,
        merged: merged._id,
        fields: mergedSideFields(preview.fields, choices),
        versions: { survivor: survivor.version, merged: merged.version },
      },
      {
        onSuccess: (outcome) => {
          setConfirming(false);
          navigate(recordPath(preview.type, outcome.survivor._id));
          toastSuccess(`${outcome.merged.name} was merged into ${outcome.survivor.name}`, {
            text: 'Undo',
            onClick: () => void undo(outcome),
          });
        },
        onError: (error) => {
          setConfirming(false);
          if (isApiError(error, 409)) {
            // Changed since the preview, or a blocker arose: show the records as they are now.
            onChangedSince();
            reload();
            return;
          }
          toastError('The merge did not go ahead', errorMessage(error));
        },
      },
    );

  return (
    <>
      <MergeRecordCards survivor={survivor} merged={merged} onSwap={onSwap} />
      {changedSince && (
        <Notice intent="warning" icon="refresh" role="status" title="Changed since you opened this screen">
          One of the two records changed, or something now stands in the way, so nothing was merged. The values below
          are the latest: check your choices and merge again.
        </Notice>
      )}
      {blocked && (
        <Notice intent="danger" icon="error" title="These records cannot be merged as they stand" role="alert">
          <ul>
            {preview.blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </Notice>
      )}
      <MergeFieldRows
        fields={preview.fields}
        survivor={survivor}
        merged={merged}
        choices={choices}
        onChoose={(field, side) => setChoices((current) => ({ ...current, [field]: side }))}
        disabled={merge.isPending}
      />
      <Notice icon="move" title="What moves" className="db-merge-moves">
        {moves}
      </Notice>
      <div className="db-merge-actions">
        <Button
          intent="primary"
          icon="git-merge"
          text={`Merge into ${survivor.name}`}
          disabled={blocked}
          loading={merge.isPending}
          onClick={() => setConfirming(true)}
        />
      </div>
      <ConfirmAlert
        isOpen={confirming}
        intent="primary"
        icon="git-merge"
        confirmButtonText="Merge"
        cancelButtonText="Cancel"
        loading={merge.isPending}
        canEscapeKeyCancel
        aria-labelledby="merge-confirmation"
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        <p id="merge-confirmation">
          <strong>{merged.name}</strong> will be merged into <strong>{survivor.name}</strong> and closed; you can undo
          this.
        </p>
        <p>{moves}</p>
        <p className="db-muted">
          Links to the closed {noun} will open {survivor.name}.
        </p>
      </ConfirmAlert>
    </>
  );
}
