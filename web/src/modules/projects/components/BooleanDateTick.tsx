import { Icon } from '@blueprintjs/core';
import type { BooleanDate } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';

export interface BooleanDateTickProps {
  value: BooleanDate;
}

/** A BooleanDate as a tick with its day, or a plain "No". */
export function BooleanDateTick({ value }: BooleanDateTickProps) {
  return value.checked ? (
    <span>
      <Icon icon="tick-circle" intent="success" size={14} aria-hidden /> Yes, {formatDate(value.timestamp)}
    </span>
  ) : (
    <span className="db-muted">
      <Icon icon="circle" size={14} aria-hidden /> No
    </span>
  );
}
