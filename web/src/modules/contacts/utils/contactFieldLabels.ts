import { contactFieldLabels, type ContactFieldName } from '@dealbook/contracts';

export { contactFieldLabels };

/** A field's label; names outside the form (companyName in link events …) as they are. */
export function contactFieldLabel(field: string): string {
  return contactFieldLabels[field as ContactFieldName] ?? field;
}
