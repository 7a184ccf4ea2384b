import { Button, Callout, Classes } from '@blueprintjs/core';
import type { CompanyFields } from '@dealbook/contracts';
import { useEffect, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { mainAddressFields, otherAddressFields } from '../utils/addressFields.js';
import { companyFieldId, type SetCompanyField } from '../utils/companyFormTypes.js';
import { parseFormValues, type CompanyFormValues } from '../utils/companyFormValues.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { CompanyAddressSection } from './CompanyAddressSection.js';
import { CompanyDetailsSection } from './CompanyDetailsSection.js';
import { CompanyInvestmentSection } from './CompanyInvestmentSection.js';
import { CompanyRolesSection } from './CompanyRolesSection.js';

export interface CompanyFormProps {
  initialValues: CompanyFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Field messages from the server's 400 answer. */
  serverErrors: FieldErrors;
  onSubmit: (fields: CompanyFields) => void;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Shown above the sections (e.g. the "changed by someone else" callout). */
  notice?: ReactNode;
}

/** Create and edit share this form: client-side validation with the contracts schema. */
export function CompanyForm({
  initialValues,
  submitLabel,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
  autoFocus = false,
  notice,
}: CompanyFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    setErrors(serverErrors);
    focusFirstError(serverErrors);
  }, [serverErrors]);

  const setField: SetCompanyField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFormValues(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirstError(parsed.errors);
      return;
    }
    onSubmit(parsed.fields);
  };

  const sectionProps = { values, errors, setField };
  return (
    <form className="db-company-form" onSubmit={submit} onKeyDown={keepEnterInMultiSelects} noValidate>
      {notice}
      {errors._form && <Callout intent="danger">{errors._form}</Callout>}
      <CompanyDetailsSection {...sectionProps} autoFocus={autoFocus} />
      <CompanyRolesSection {...sectionProps} />
      <CompanyInvestmentSection {...sectionProps} />
      <CompanyAddressSection {...sectionProps} title="Address" fields={mainAddressFields} />
      <CompanyAddressSection {...sectionProps} title="Other address" fields={otherAddressFields} />
      <div className="db-form-actions">
        <Button type="submit" intent="primary" text={submitLabel} loading={submitting} />
        <Button text="Cancel" onClick={onCancel} disabled={submitting} />
      </div>
    </form>
  );
}

/** Enter in a multi-select picks the highlighted item; it must not also submit the form. */
function keepEnterInMultiSelects(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.closest(`.${Classes.TAG_INPUT}`)) event.preventDefault();
}

function focusFirstError(errors: FieldErrors) {
  const first = Object.keys(errors).find((field) => errors[field]);
  if (first) document.getElementById(companyFieldId(first))?.focus();
}
