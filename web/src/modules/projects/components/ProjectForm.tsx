import '../projects.css';
import { Button, Callout, Classes } from '@blueprintjs/core';
import type { CreateProjectBody } from '@dealbook/contracts';
import { useEffect, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { projectFieldId, type SetProjectField } from '../utils/projectFormTypes.js';
import { parseProjectForm, type ProjectFormValues } from '../utils/projectFormValues.js';
import { ProjectDatesSection } from './ProjectDatesSection.js';
import { ProjectDetailsSection } from './ProjectDetailsSection.js';
import { ProjectPeopleSection } from './ProjectPeopleSection.js';
import { ProjectStatusSection } from './ProjectStatusSection.js';

export interface ProjectFormProps {
  initialValues: ProjectFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Field messages from the server's 400 answer. */
  serverErrors: FieldErrors;
  onSubmit: (body: CreateProjectBody, values: ProjectFormValues) => void;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Shown above the sections (e.g. the "changed by someone else" callout). */
  notice?: ReactNode;
}

/** Create and edit share this form, validated with the server's own schema before sending. */
export function ProjectForm({
  initialValues,
  submitLabel,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
  autoFocus = false,
  notice,
}: ProjectFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    setErrors(serverErrors);
    focusFirstError(serverErrors);
  }, [serverErrors]);

  const setField: SetProjectField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProjectForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirstError(parsed.errors);
      return;
    }
    onSubmit(parsed.body, values);
  };

  const sectionProps = { values, errors, setField };
  return (
    <form className="db-project-form" onSubmit={submit} onKeyDown={keepEnterInPickers} noValidate>
      {notice}
      {errors._form && <Callout intent="danger">{errors._form}</Callout>}
      <ProjectDetailsSection {...sectionProps} autoFocus={autoFocus} />
      <ProjectStatusSection {...sectionProps} />
      <ProjectPeopleSection {...sectionProps} />
      <ProjectDatesSection {...sectionProps} />
      <div className="db-form-actions">
        <Button type="submit" intent="primary" text={submitLabel} loading={submitting} />
        <Button text="Cancel" onClick={onCancel} disabled={submitting} />
      </div>
    </form>
  );
}

/** Enter in a picker chooses the highlighted item; it must not also submit the form. */
function keepEnterInPickers(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && (target.closest(`.${Classes.TAG_INPUT}`) || target.closest('.db-picker'))) {
    event.preventDefault();
  }
}

function focusFirstError(errors: FieldErrors) {
  const first = Object.keys(errors).find((field) => errors[field]);
  if (first) document.getElementById(projectFieldId(first))?.focus();
}
