import type { HistoryEntry } from '@dealbook/contracts';
import { enumLabel } from '../../ui/utils/enumLabel.js';
import { displayFieldValue } from './companyDisplay.js';
import { companyFieldLabel } from './companyFieldLabels.js';

export interface HistoryChangeLine {
  field: string;
  from: string;
  to: string;
}

export interface HistoryDescription {
  title: string;
  changes: HistoryChangeLine[];
}

const titles: Record<string, string> = {
  CompanyRegistered: 'Created',
  CompanyUpdated: 'Edited',
  CompanyRoleFlagsChanged: 'Roles changed',
  CompanyDeleted: 'Deleted',
};

function changesOf(data: unknown): Record<string, { from: unknown; to: unknown }> {
  if (typeof data !== 'object' || data === null) return {};
  const changes = (data as { changes?: unknown }).changes;
  return typeof changes === 'object' && changes !== null
    ? (changes as Record<string, { from: unknown; to: unknown }>)
    : {};
}

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
