import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { projectFormLabels, projectFormSchema, type ProjectFormValues } from '../utils/projectFormValues.js';

/** The project form's state (create and edit), checked by the server's own schema. */
export function useProjectForm(values: ProjectFormValues) {
  return useSchemaForm({ schema: projectFormSchema, defaultValues: values, labels: projectFormLabels });
}

export type ProjectFormState = ReturnType<typeof useProjectForm>;
