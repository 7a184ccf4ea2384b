import { FormGroup, Intent, Section, SectionCard } from '@blueprintjs/core';
import { TextAreaField } from '../../ui/components/TextAreaField.js';
import { TextField } from '../../ui/components/TextField.js';
import { serviceOptions, velocityProductOptions } from '../../ui/labels/projectLabels.js';
import { projectFieldId, type ProjectFormSectionProps } from '../utils/projectFormTypes.js';
import { showsProducts } from '../utils/projectFormValues.js';
import { ClientCompanyField } from './ClientCompanyField.js';
import { NumericSelectField } from './NumericSelectField.js';
import { OptionMultiSelect } from './OptionMultiSelect.js';

export interface ProjectDetailsSectionProps extends ProjectFormSectionProps {
  autoFocus?: boolean;
}

export function ProjectDetailsSection({ values, errors, setField, autoFocus }: ProjectDetailsSectionProps) {
  return (
    <Section title="Project" compact>
      <SectionCard>
        <div className="db-form-grid">
          <TextField
            id={projectFieldId('projectName')}
            label="Project name"
            required
            autoFocus={autoFocus}
            value={values.projectName}
            onChange={(value) => setField('projectName', value)}
            error={errors.projectName}
          />
          <ClientCompanyField
            id={projectFieldId('client')}
            value={values.client}
            onChange={(client) => setField('client', client)}
            error={errors.client}
          />
          <NumericSelectField
            id={projectFieldId('serviceOfInterest')}
            label="Service of interest"
            options={serviceOptions}
            value={values.serviceOfInterest}
            onChange={(value) => value !== null && setField('serviceOfInterest', value)}
            error={errors.serviceOfInterest}
          />
        </div>
        {showsProducts(values) && (
          <FormGroup
            label="Velocity products"
            labelFor={projectFieldId('velocityProducts')}
            helperText={errors.velocityProducts}
            intent={errors.velocityProducts ? Intent.DANGER : Intent.NONE}
          >
            <OptionMultiSelect
              id={projectFieldId('velocityProducts')}
              options={velocityProductOptions}
              selected={values.velocityProducts}
              onChange={(products) => setField('velocityProducts', products)}
            />
          </FormGroup>
        )}
        <TextAreaField
          id={projectFieldId('description')}
          label="Description"
          value={values.description}
          onChange={(value) => setField('description', value)}
          error={errors.description}
        />
      </SectionCard>
    </Section>
  );
}
