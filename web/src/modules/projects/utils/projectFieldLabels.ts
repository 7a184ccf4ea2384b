import {
  isBooleanDate,
  numericEnumFieldLabels,
  projectFieldLabels,
  type ChangedFields,
  type HistoryEntry,
} from '@dealbook/contracts';
import { recordWording, shownValue, type HistoryWording } from '../../records/utils/historyDescription.js';
import { formatDate } from '../../ui/utils/format.js';

export { projectFieldLabels };

/** A project field as its form names it (every field of a project has a label in projectFieldLabels). */
export const projectFieldLabel = (field: string) =>
  (projectFieldLabels as Partial<Record<string, string>>)[field] ?? field;

const dateFields = new Set(['expectedCompletion', 'dateClientSigned', 'introductionDate', 'initialMeetingDate']);

/** Fields whose values are ids of people or companies. */
const referenceFields = new Set(['owner', 'blueboxContacts', 'externalCallers', 'client']);

/**
 * A field's value as the history and the replay print it. People and the client may be ids in
 * an event: `nameOf` turns the ids it knows into names.
 */
export function displayProjectValue(
  field: string,
  value: unknown,
  nameOf: (id: string) => string | undefined = () => undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isBooleanDate(value)) return value.checked ? `Yes (${formatDate(value.timestamp)})` : 'No';
  if (dateFields.has(field) && typeof value === 'string') return formatDate(value);
  const label = numericEnumFieldLabels.project?.[field];
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => displayProjectValue(field, item, nameOf)).join(', ');
  }
  if (label && typeof value === 'number') return label(value);
  if (typeof value === 'object') {
    const named = value as { _id?: string; id?: string; fullName?: string; name?: string; companyName?: string };
    return named.fullName ?? named.companyName ?? named.name ?? named._id ?? named.id ?? '—';
  }
  if (typeof value === 'string' && referenceFields.has(field)) return nameOf(value) ?? value;
  return shownValue(value);
}

/** The field each part of a transition the catalogue names as one is (lost reason, service and products). */
const partFields: Record<string, string> = {
  reason: 'lostOpportunityReason',
  description: 'lostOpportunityDescription',
};
const groupedFields = new Set(['lostOpportunity', 'service']);

/** A grouped transition part by part, each part that changed; a new deal's status beside its flag. */
function shownProjectChanges(changes: ChangedFields, entry: HistoryEntry): ChangedFields {
  const shown: ChangedFields = {};
  for (const [field, change] of Object.entries(changes)) {
    if (!groupedFields.has(field)) {
      shown[field] = change;
      continue;
    }
    const before = (change.from ?? {}) as Record<string, unknown>;
    const after = (change.to ?? {}) as Record<string, unknown>;
    for (const part of Object.keys({ ...before, ...after })) {
      if (JSON.stringify(before[part]) === JSON.stringify(after[part])) continue;
      shown[partFields[part] ?? part] = { from: before[part], to: after[part] };
    }
  }
  // The catalogue's change is the deal flag; the status the deal starts at is in the payload beside it.
  const { dealStatus } = (entry.data ?? {}) as { dealStatus?: number };
  if (entry.type === 'ProjectConvertedToDeal' && dealStatus !== undefined) {
    shown.dealStatus = { from: undefined, to: dealStatus };
  }
  return shown;
}

/**
 * A project's history: fields as its form names them, statuses by name. People in an event are
 * ids; `nameOf` names the ones the screen knows.
 */
export const projectHistoryWording = (
  nameOf: (id: string) => string | undefined = () => undefined,
): HistoryWording => ({
  ...recordWording('project'),
  value: (field, value) => displayProjectValue(field, value, nameOf),
  changes: shownProjectChanges,
});
