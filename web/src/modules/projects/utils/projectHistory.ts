import { recordChangeOf, type HistoryEntry } from '@dealbook/contracts';
import type { HistoryChangeLine, HistoryDescription } from '../../records/utils/historyDescription.js';
import { displayProjectValue, projectFieldLabel } from './projectFieldLabels.js';

type NameOf = (id: string) => string | undefined;

interface EventData {
  from?: unknown;
  to?: unknown;
  dealStatus?: number;
}

const line = (field: string, from: unknown, to: unknown, nameOf: NameOf): HistoryChangeLine => ({
  field: projectFieldLabel(field),
  from: displayProjectValue(field, from, nameOf),
  to: displayProjectValue(field, to, nameOf),
});

/** The field each part of a `{from: {…}, to: {…}}` payload is (lost reason, service and products). */
const partFields: Record<string, string> = {
  reason: 'lostOpportunityReason',
  description: 'lostOpportunityDescription',
};

/** `{from: {a, b}, to: {a, b}}` as one line per part that changed. */
function partLines(from: unknown, to: unknown, nameOf: NameOf): HistoryChangeLine[] {
  const before = (from ?? {}) as Record<string, unknown>;
  const after = (to ?? {}) as Record<string, unknown>;
  return Object.keys({ ...before, ...after })
    .filter((part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]))
    .map((part) => line(partFields[part] ?? part, before[part], after[part], nameOf));
}

/** The fields the event moved, from the project event catalogue; grouped transitions part by part. */
function changeLines(entry: HistoryEntry, nameOf: NameOf): HistoryChangeLine[] {
  const data = (entry.data ?? {}) as EventData;
  if (entry.type === 'LostOpportunityRecorded' || entry.type === 'ProjectServiceChanged') {
    return partLines(data.from, data.to, nameOf);
  }
  const lines = Object.entries(recordChangeOf(entry.type, entry.data)?.changes ?? {}).map(([name, change]) =>
    line(name, change.from, change.to, nameOf),
  );
  if (entry.type === 'ProjectConvertedToDeal' && data.dealStatus !== undefined) {
    lines.push(line('dealStatus', undefined, data.dealStatus, nameOf));
  }
  return lines;
}

/**
 * The detail under one project event's line: each field's "from → to", statuses by name. People
 * in an event are ids; `nameOf` names the ones the screen knows.
 */
export function describeProjectEntry(entry: HistoryEntry, nameOf: NameOf = () => undefined): HistoryDescription {
  return { changes: changeLines(entry, nameOf) };
}
