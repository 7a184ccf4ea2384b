import type { HistoryEntry } from '@dealbook/contracts';
import { changesOf, type HistoryDescription } from '../../records/utils/historyDescription.js';
import { enumLabel } from '../../ui/utils/enumLabel.js';
import { displayFieldValue } from './companyDisplay.js';
import { companyFieldLabel } from './companyFieldLabels.js';

const titles: Record<string, string> = {
  CompanyRegistered: 'Created',
  CompanyUpdated: 'Edited',
  CompanyRoleFlagsChanged: 'Roles changed',
  CompanyDeleted: 'Deleted',
};

/** What an auditor reads for one domain event: a title and each field's "from → to". */
export function describeHistoryEntry(entry: HistoryEntry): HistoryDescription {
  const title = titles[entry.type] ?? enumLabel(entry.type);
  const changes = Object.entries(changesOf(entry.data)).map(([field, change]) => ({
    field: companyFieldLabel(field),
    from: displayFieldValue(field, change?.from),
    to: displayFieldValue(field, change?.to),
  }));
  return { title, changes };
}
