import { Checkbox, Tooltip } from '@blueprintjs/core';
import type { BooleanDate } from '@dealbook/contracts';
import { useId } from 'react';
import { formatDate } from '../../ui/utils/format.js';

export interface MilestoneTickProps {
  tick: BooleanDate;
  /** "NDA sent": with the company, the checkbox's accessible name. */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  /** Why the tick cannot be turned over now ("Tick NDA sent first"): it is disabled and says so. */
  lock?: string | null;
}

/** NDA sent, NDA signed or IM sent (spec §3.6): a tick and, once ticked, the date it was. */
export function MilestoneTick({ tick, label, onToggle, disabled, lock = null }: MilestoneTickProps) {
  const lockId = useId();
  return (
    <Tooltip content={lock ?? ''} disabled={lock === null} placement="top">
      <span className="db-milestone">
        <Checkbox
          checked={tick.checked}
          disabled={disabled || lock !== null}
          aria-label={label}
          aria-describedby={lock === null ? undefined : lockId}
          onChange={onToggle}
        />
        {tick.checked && <span className="db-milestone__date">{formatDate(tick.timestamp)}</span>}
        {lock !== null && (
          <span id={lockId} className="db-visually-hidden">
            {lock}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
