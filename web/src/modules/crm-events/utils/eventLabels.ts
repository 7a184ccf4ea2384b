import { AttendeeStatus, enumName, EventStatus, EventType, humanize, type NumericEnum } from '@dealbook/contracts';
import type { Intent } from '@blueprintjs/core';

const label = (e: NumericEnum, value: number) => humanize(String(enumName(e, value) ?? value));

export const eventTypeLabel = (value: number) => label(EventType, value);
export const eventStatusLabel = (value: number) => label(EventStatus, value);
export const attendeeStatusLabel = (value: number) => label(AttendeeStatus, value);

/** An enumeration as select options: numeric value, readable label. */
export function enumOptions(e: NumericEnum): { value: number; label: string }[] {
  return Object.entries(e).map(([name, value]) => ({ value, label: humanize(name) }));
}

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
