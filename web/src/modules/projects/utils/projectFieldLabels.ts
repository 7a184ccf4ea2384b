import { isBooleanDate, numericEnumFieldLabels, projectFieldLabels } from '@dealbook/contracts';
import { shownValue } from '../../records/utils/historyDescription.js';
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
