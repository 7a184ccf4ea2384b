import type { HistoryEntry } from '@dealbook/contracts';
import { changesOf, type HistoryDescription } from '../../records/utils/historyDescription.js';
import { displayFieldValue } from './companyDisplay.js';
import { companyFieldLabel } from './companyFieldLabels.js';

/** What an auditor reads under one domain event: each field's "from → to". */
export function describeHistoryEntry(entry: HistoryEntry): HistoryDescription {
  const changes = Object.entries(changesOf(entry.data)).map(([field, change]) => ({
    field: companyFieldLabel(field),
    from: displayFieldValue(field, change?.from),
    to: displayFieldValue(field, change?.to),
  }));
  return { changes };
}
