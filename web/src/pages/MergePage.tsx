import { MergeableTypeLabels, type MergeableType } from '@dealbook/contracts';
import { useSearchParams } from 'react-router-dom';
import { MergeScreen } from '../modules/merges/components/MergeScreen.js';
import { BackLink } from '../modules/ui/components/BackLink.js';

export interface MergePageProps {
  type: MergeableType;
}

const listLabels: Record<MergeableType, string> = { company: 'Companies', contact: 'People' };

/** `/companies/merge?survivor=&merged=` and `/contacts/merge?…`: which survives is in the address. */
export function MergePage({ type }: MergePageProps) {
  const [params, setParams] = useSearchParams();
  const survivor = params.get('survivor') ?? '';
  const merged = params.get('merged') ?? '';
  const { many } = MergeableTypeLabels[type];
  return (
    <>
      <BackLink to={`/${many}`} label={listLabels[type]} />
      <MergeScreen
        type={type}
        survivor={survivor}
        merged={merged}
        onSwap={() => setParams({ survivor: merged, merged: survivor }, { replace: true })}
      />
    </>
  );
}
