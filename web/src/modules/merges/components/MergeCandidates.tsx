import { MergeableTypeLabels, type MergeableType } from '@dealbook/contracts';
import { PossibleDuplicatesCallout } from '../../duplicates/components/PossibleDuplicatesCallout.js';
import { usePossibleDuplicates } from '../../duplicates/hooks/usePossibleDuplicates.js';
import type { DuplicateKind } from '../../api/duplicatesApi.js';
import { useMayMerge } from '../hooks/useMayMerge.js';
import { mergeScreenPath } from '../utils/mergeWords.js';

const duplicateKinds: Record<MergeableType, DuplicateKind> = { company: 'companies', contact: 'contacts' };

export interface MergeCandidatesProps {
  type: MergeableType;
  id: string;
  /** What the duplicate check matches on, as the create form sends it (name, domain, e-mail …). */
  match: Record<string, string>;
}

/**
 * On a record's page, for those who may merge: the records the duplicate check finds for it (itself
 * left out), each with a "Merge" link to the merge screen where this record survives.
 */
export function MergeCandidates({ type, id, match }: MergeCandidatesProps) {
  const mayMerge = useMayMerge();
  if (!mayMerge) return null;
  return <Candidates type={type} id={id} match={match} />;
}

function Candidates({ type, id, match }: MergeCandidatesProps) {
  const { one, many } = MergeableTypeLabels[type];
  const found = usePossibleDuplicates(duplicateKinds[type], { ...match, except: id });
  return (
    <PossibleDuplicatesCallout
      found={found}
      noun={one}
      basePath={`/${many}`}
      mergePath={(candidate) => mergeScreenPath(type, id, candidate)}
    />
  );
}
