import type { HistoryEntry } from '@dealbook/contracts';
import { changesOf, shownValue, type HistoryDescription } from '../../records/utils/historyDescription.js';
import { contactFieldLabel } from './contactFieldLabels.js';

/** Each field's "from → to" under a contact's history line. */
export function describeContactEntry(entry: HistoryEntry): HistoryDescription {
  const changes = Object.entries(changesOf(entry.data)).map(([field, change]) => ({
    field: contactFieldLabel(field),
    from: shownValue(change?.from),
    to: shownValue(change?.to),
  }));
  return { changes };
}
