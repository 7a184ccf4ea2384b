import { Tag } from '@blueprintjs/core';
import { eventStatusIntent, eventStatusLabel } from '../utils/eventLabels.js';

export interface EventStatusTagProps {
  status: number;
  large?: boolean;
}

export function EventStatusTag({ status, large = false }: EventStatusTagProps) {
  return (
    <Tag intent={eventStatusIntent(status)} size={large ? 'large' : 'medium'} round>
      {eventStatusLabel(status)}
    </Tag>
  );
}
