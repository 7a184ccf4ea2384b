import { attendeeStatusLabel, enumOptions, EventStatus, eventStatusLabel, eventTypeLabel } from '@dealbook/contracts';
import type { Intent } from '@blueprintjs/core';

export { attendeeStatusLabel, enumOptions, eventStatusLabel, eventTypeLabel };

/** The status tag's colour: live events stand out, finished ones recede, withdrawn ones warn. */
export function eventStatusIntent(status: number): Intent {
  switch (status) {
    case EventStatus.Active:
      return 'primary';
    case EventStatus.Completed:
      return 'success';
    case EventStatus.Paused:
      return 'warning';
    case EventStatus.Withdrawn:
      return 'danger';
    default:
      return 'none';
  }
}
