import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import type { ProjectFormField, ProjectFormValues } from './projectFormValues.js';

export type SetProjectField = <K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) => void;

export interface ProjectFormSectionProps {
  values: ProjectFormValues;
  errors: FieldErrors;
  setField: SetProjectField;
}

export const projectFieldId = (field: string) => `project-${field}`;
