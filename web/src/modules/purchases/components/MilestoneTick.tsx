import { Checkbox } from '@blueprintjs/core';
import type { BooleanDate } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';

export interface MilestoneTickProps {
  tick: BooleanDate;
  /** "NDA sent": with the company, the checkbox's accessible name. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}

/** NDA sent, NDA signed or IM sent (spec §3.6): a tick and, once ticked, the date it was. */
export function MilestoneTick({ tick, label, onToggle, disabled }: MilestoneTickProps) {
  return (
    <span className="db-milestone">
      <Checkbox checked={tick.checked} disabled={disabled} aria-label={label} onChange={onToggle} />
      {tick.checked && <span className="db-milestone__date">{formatDate(tick.timestamp)}</span>}
    </span>
  );
}
