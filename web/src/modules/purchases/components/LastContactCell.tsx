import type { LastContact } from '@dealbook/contracts';
import { OutcomeMark } from '../../communications/components/OutcomeMark.js';
import { knownOutcome } from '../../ui/labels/communicationLabels.js';
import { formatDate } from '../../ui/utils/format.js';

export interface LastContactCellProps {
  lastContact: LastContact | null;
}

/** When the purchaser was last contacted and how it went (spec §9 colour). */
export function LastContactCell({ lastContact }: LastContactCellProps) {
  if (!lastContact) return <span className="bp6-text-muted">Not contacted yet</span>;
  return (
    <span className="db-last-contact">
      <span>{formatDate(lastContact.commsDate)}</span>
      <OutcomeMark outcome={knownOutcome(lastContact.outcome)} short />
    </span>
  );
}
