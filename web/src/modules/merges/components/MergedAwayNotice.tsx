import { MergeableTypeLabels, type MergeableType } from '@dealbook/contracts';
import { useLocation } from 'react-router-dom';
import { useRecordHistory } from '../../records/hooks/useRecordHistory.js';
import { mergedFromOf } from '../hooks/useFollowMerge.js';
import { mergedAwayName } from '../utils/mergeWords.js';
import { Notice } from '../../ui/components/Notice.js';

export interface MergedAwayNoticeProps {
  type: MergeableType;
  /** The record shown: the survivor. */
  id: string;
}

/** "Acme Ltd was merged into this company", on the survivor's page reached by the old record's address. */
export function MergedAwayNotice({ type, id }: MergedAwayNoticeProps) {
  const mergedFrom = mergedFromOf(useLocation().state, type);
  if (mergedFrom === undefined) return null;
  return <NamedNotice type={type} id={id} mergedFrom={mergedFrom} />;
}

function NamedNotice({ type, id, mergedFrom }: MergedAwayNoticeProps & { mergedFrom: string }) {
  // The survivor's history names the record merged into it; the shared key means the History tab reuses it.
  const name = mergedAwayName(useRecordHistory(type, id).data, mergedFrom);
  const { one } = MergeableTypeLabels[type];
  return (
    <Notice intent="primary" icon="git-merge" role="status" className="db-merged-away-notice">
      {name ? `${name} was merged into this ${one}.` : `The ${one} you opened was merged into this ${one}.`} Its links
      now open this page.
    </Notice>
  );
}
