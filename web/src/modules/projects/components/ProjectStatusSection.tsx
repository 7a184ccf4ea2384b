import { Section, SectionCard } from '@blueprintjs/core';
import { SwitchField } from '../../ui/components/SwitchField.js';
import { TextAreaField } from '../../ui/components/TextAreaField.js';
import {
  dealStatusOptions,
  lostReasonOptions,
  opportunityStatusOptions,
  projectStatusOptions,
} from '../../ui/labels/projectLabels.js';
import { projectFieldId, type ProjectFormSectionProps } from '../utils/projectFormTypes.js';
import { showsLostReason } from '../utils/projectFormValues.js';
import { NumericSelectField } from './NumericSelectField.js';

/** The three status fields of spec §4.3, the deal flag, and why a lost opportunity was lost. */
export function ProjectStatusSection({ values, errors, setField }: ProjectFormSectionProps) {
  return (
    <Section title="Status" compact>
      <SectionCard>
        <div className="db-form-grid">
          <NumericSelectField
            id={projectFieldId('status')}
            label="Project status"
            options={projectStatusOptions}
            value={values.status}
            onChange={(value) => value !== null && setField('status', value)}
            error={errors.status}
          />
          <NumericSelectField
            id={projectFieldId('opportunityStatus')}
            label="Opportunity status"
            options={opportunityStatusOptions}
            value={values.opportunityStatus}
            onChange={(value) => value !== null && setField('opportunityStatus', value)}
            error={errors.opportunityStatus}
          />
          <NumericSelectField
            id={projectFieldId('dealStatus')}
            label="Deal status"
            options={dealStatusOptions}
            value={values.dealStatus}
            onChange={(value) => value !== null && setField('dealStatus', value)}
            error={errors.dealStatus}
          />
        </div>
        <SwitchField
          label="This opportunity is a deal"
          checked={values.isDeal}
          onChange={(checked) => setField('isDeal', checked)}
        />
        {showsLostReason(values) && (
          <div className="db-form-grid">
            <NumericSelectField
              id={projectFieldId('lostOpportunityReason')}
              label="Lost reason"
              options={lostReasonOptions}
              value={values.lostOpportunityReason}
              onChange={(value) => setField('lostOpportunityReason', value)}
              emptyLabel="Not recorded"
              error={errors.lostOpportunityReason}
            />
            <TextAreaField
              id={projectFieldId('lostOpportunityDescription')}
              label="Why it was lost"
              value={values.lostOpportunityDescription}
              onChange={(value) => setField('lostOpportunityDescription', value)}
              error={errors.lostOpportunityDescription}
            />
          </div>
        )}
      </SectionCard>
    </Section>
  );
}
