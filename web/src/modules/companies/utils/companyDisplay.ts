import { formatMoney } from '../../ui/utils/format.js';
import { textEnumLabel } from '@dealbook/contracts';
import { recordWording, type HistoryWording } from '../../records/utils/historyDescription.js';

/** Fields whose values are enumeration names (and so read better spaced out). */
const enumFields = new Set([
  'industryType',
  'opportunitySource',
  'relationshipTypes',
  'investmentTypes',
  'investorTypes',
  'investmentPreferredDealTypes',
  'investmentGeographicalPreferences',
  'investmentPreferredIndustries',
]);

/** One field's value as text: lists joined, flags as Yes/No, revenue in pounds, blanks as a dash. */
export function displayFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'revenue' && typeof value === 'number') return formatMoney(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => displayFieldValue(field, item)).join(', ');
  }
  if (typeof value === 'string') return enumFields.has(field) ? textEnumLabel(value) : value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** A company's history: fields as its form names them, values as its cards show them. */
export const companyHistoryWording: HistoryWording = { ...recordWording('company'), value: displayFieldValue };
