import {
  isBooleanDate,
  numericEnumFieldLabels,
  recordFieldLabel,
  textEnumFields,
  textEnumLabel,
} from '@dealbook/contracts';

/** A field in words for the middle of a sentence ("the due date"), or undefined when unknown. */
export function fieldWord(recordType: string, field: string): string | undefined {
  const label = recordFieldLabel(recordType, field);
  if (!label) return undefined;
  // Acronyms (NDA, IM, VAT) keep their capitals; other words read in lower case mid-sentence.
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** "£690,000", "£1,200.50": pence only where there are some. */
const money = (value: number) => (Number.isInteger(value) ? pounds : poundsAndPence).format(value);
/** Amounts in pounds: a payment's, a company's revenue. */
const moneyFields: ReadonlySet<string> = new Set(['amountIncVAT', 'revenue']);

/** A value of a field in words: labels for enumerations, dates as dates, ticks as ticked. */
export function valueWords(recordType: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (Array.isArray(value)) {
    return value.length === 0 ? 'nothing' : value.map((item) => valueWords(recordType, field, item)).join(', ');
  }
  if (isBooleanDate(value)) return value.checked ? 'ticked' : 'not ticked';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const label = numericEnumFieldLabels[recordType]?.[field];
  if (label && typeof value === 'number') return label(value);
  if (moneyFields.has(field) && typeof value === 'number') return money(value);
  if (typeof value === 'string' && textEnumFields.has(field)) return textEnumLabel(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
    return value.slice(0, 10).split('-').reverse().join('/');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; fullName?: unknown; companyName?: unknown };
    return String(named.name ?? named.fullName ?? named.companyName ?? 'a new value');
  }
  return String(value);
}
