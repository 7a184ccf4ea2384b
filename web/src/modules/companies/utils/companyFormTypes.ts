import type { CompanyFormValues } from './companyFormValues.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';

export type SetCompanyField = <K extends keyof CompanyFormValues>(field: K, value: CompanyFormValues[K]) => void;

/** What every section of the company form receives. */
export interface CompanyFormSectionProps {
  values: CompanyFormValues;
  errors: FieldErrors;
  setField: SetCompanyField;
}

/** Element id of a field's input, so labels, errors and focus all find it. */
export const companyFieldId = (field: string) => `company-${field}`;
