import { Spinner } from '@blueprintjs/core';
import { MergeableTypeLabels, type MergeableType } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { useMergePreview } from '../hooks/useMergePreview.js';
import { MergeForm } from './MergeForm.js';
import '../merges.css';
import { PageTitle } from '../../ui/components/PageTitle.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface MergeScreenProps {
  type: MergeableType;
  survivor: string;
  merged: string;
  onSwap: () => void;
}

/** Why the preview failed, in words: not there, not allowed, or the server's own message. */
function failureWords(error: unknown, many: string): { title: string; description: string } {
  if (isApiError(error, 404)) {
    return { title: 'Record not found', description: `One of the two ${many} does not exist, or was deleted.` };
  }
  if (isApiError(error, 403)) return { title: 'Not allowed', description: errorMessage(error) };
  if (isApiError(error, 400)) return { title: 'These cannot be merged', description: errorMessage(error) };
  return { title: 'The merge could not be prepared', description: errorMessage(error) };
}

/** Merging two companies or two contacts (issue 32): the preview, the choices, the merge. */
export function MergeScreen({ type, survivor, merged, onSwap }: MergeScreenProps) {
  const preview = useMergePreview(type, survivor, merged);
  const [changedSince, setChangedSince] = useState(false);
  const { many } = MergeableTypeLabels[type];
  const title = `Merge ${many}`;
  const missing = survivor === '' || merged === '';

  let body;
  if (missing) {
    body = (
      <EmptyState icon="git-merge" title="Two records are needed" description={`Choose the two ${many} to merge.`} />
    );
  } else if (preview.isPending) {
    body = <Spinner size={32} aria-label="Loading the merge" />;
  } else if (preview.isError) {
    body = <EmptyState icon="error" {...failureWords(preview.error, many)} />;
  } else {
    body = (
      <MergeForm
        // A fresh form for each preview: choices start again from its suggestions.
        key={preview.dataUpdatedAt}
        preview={preview.data}
        onSwap={() => {
          // The other way round is another merge: nothing was refused yet.
          setChangedSince(false);
          onSwap();
        }}
        reload={() => void preview.refetch()}
        changedSince={changedSince}
        onChangedSince={() => setChangedSince(true)}
      />
    );
  }
  return (
    <article className="db-merge">
      <PageTitle title={title} />
      {body}
    </article>
  );
}
