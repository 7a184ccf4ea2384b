import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { companyFieldLabels } from '../utils/companyFieldLabels.js';
import { companyFormSchema, type CompanyFormValues } from '../utils/companyFormValues.js';

/** The company form's state (create and edit), checked by the server's own schema. */
export function useCompanyForm(values: CompanyFormValues) {
  return useSchemaForm({ schema: companyFormSchema, defaultValues: values, labels: companyFieldLabels });
}

export type CompanyFormState = ReturnType<typeof useCompanyForm>;
