import '../projects.css';
import type { ReactNode } from 'react';
import { FormActions } from '../../forms/components/FormActions.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import type { SaveCycle } from '../../forms/hooks/useSaveCycle.js';
import type { ProjectFormState } from '../hooks/useProjectForm.js';
import { projectFormLabels } from '../utils/projectFormValues.js';
import { ProjectDatesSection } from './ProjectDatesSection.js';
import { ProjectDetailsSection } from './ProjectDetailsSection.js';
import { ProjectPeopleSection } from './ProjectPeopleSection.js';
import { ProjectStatusSection } from './ProjectStatusSection.js';

export interface ProjectFormProps {
  form: ProjectFormState;
  cycle: SaveCycle;
  submitLabel: string;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Shown above the sections (e.g. the "changed by someone else" callout). */
  notice?: ReactNode;
}

/** Create and edit share this form; its state and save cycle belong to the page that shows it. */
export function ProjectForm({ form, cycle, submitLabel, onCancel, autoFocus = false, notice }: ProjectFormProps) {
  return (
    <SchemaForm form={form} cycle={cycle} idPrefix="project" labels={projectFormLabels} className="db-project-form">
      {notice}
      <ProjectDetailsSection autoFocus={autoFocus} />
      <ProjectStatusSection />
      <ProjectPeopleSection />
      <ProjectDatesSection />
      <FormActions submitLabel={submitLabel} saving={cycle.saving} onCancel={onCancel} />
    </SchemaForm>
  );
}
