import { companyFieldLabels } from '@dealbook/contracts';

export { companyFieldLabels };

export function companyFieldLabel(field: string): string {
  return (companyFieldLabels as Record<string, string>)[field] ?? field;
}
