import { communicationActionLabel, shortOutcome } from '../../ui/labels/communicationLabels.js';
import type { CallsFilter } from './callsFilter.js';

const longDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayText = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** What the drill-down lists, in words: "24 Nov 2026 · No response" or "23 Nov 2026 to 29 Nov 2026". */
export function callsFilterLabel(filter: CallsFilter): string {
  const days = filter.from === filter.to ? dayText(filter.from) : `${dayText(filter.from)} to ${dayText(filter.to)}`;
  const parts = [days];
  if (filter.outcome !== undefined) parts.push(filter.outcome === 'none' ? 'No outcome' : shortOutcome(filter.outcome));
  if (filter.action !== undefined) {
    parts.push(filter.action === 'none' ? 'No action' : communicationActionLabel(filter.action));
  }
  return parts.join(' · ');
}
