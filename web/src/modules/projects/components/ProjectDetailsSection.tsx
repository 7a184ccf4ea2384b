import { FormGroup, Intent, Section, SectionCard } from '@blueprintjs/core';
import type { ProjectServiceType, VelocityProduct } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { serviceOptions, velocityProductOptions } from '../../ui/labels/projectLabels.js';
import { showsProducts, type ClientChoice } from '../utils/projectFormValues.js';
import { ClientCompanyField } from './ClientCompanyField.js';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { OptionMultiSelect } from './OptionMultiSelect.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

export function ProjectDetailsSection({ autoFocus }: { autoFocus?: boolean }) {
  const serviceOfInterest = useWatch({ name: 'serviceOfInterest' }) as ProjectServiceType;
  return (
    <Section titleRenderer={SectionTitle} title="Project" compact>
      <SectionCard>
        <div className="db-form-grid">
          <FormTextField name="projectName" required autoFocus={autoFocus} />
          <ClientInput />
          <FormNumberSelectField fill name="serviceOfInterest" options={serviceOptions} />
        </div>
        {showsProducts({ serviceOfInterest }) && <VelocityProductsInput />}
        <FormTextAreaField name="description" />
        <FormSwitchField name="buyerDocumentsNeedApproval" />
      </SectionCard>
    </Section>
  );
}

/** The client company, searched by name and shown with its logo. */
function ClientInput() {
  const field = useFormField('client');
  return (
    <ClientCompanyField
      id={field.id}
      value={(field.value as ClientChoice | null | undefined) ?? null}
      onChange={field.onChange}
      error={field.error}
    />
  );
}

function VelocityProductsInput() {
  const field = useFormField('velocityProducts');
  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      helperText={field.error}
      intent={field.error ? Intent.DANGER : Intent.NONE}
    >
      <OptionMultiSelect
        id={field.id}
        options={velocityProductOptions}
        selected={(field.value as VelocityProduct[] | undefined) ?? []}
        onChange={field.onChange}
      />
    </FormGroup>
  );
}
