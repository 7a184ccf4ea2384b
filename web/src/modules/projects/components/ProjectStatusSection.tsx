import { Section, SectionCard } from '@blueprintjs/core';
import type { OpportunityStatus } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import {
  dealStatusOptions,
  lostReasonOptions,
  opportunityStatusOptions,
  projectStatusOptions,
} from '../../ui/labels/projectLabels.js';
import { showsLostReason } from '../utils/projectFormValues.js';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

/** The three status fields of spec §4.3, the deal flag, and why a lost opportunity was lost. */
export function ProjectStatusSection() {
  const opportunityStatus = useWatch({ name: 'opportunityStatus' }) as OpportunityStatus;
  return (
    <Section titleRenderer={SectionTitle} title="Status" compact>
      <SectionCard>
        <div className="db-form-grid">
          <FormNumberSelectField fill name="status" options={projectStatusOptions} />
          <FormNumberSelectField fill name="opportunityStatus" options={opportunityStatusOptions} />
          <FormNumberSelectField fill name="dealStatus" options={dealStatusOptions} />
        </div>
        <FormSwitchField name="isDeal" label="This opportunity is a deal" />
        {showsLostReason({ opportunityStatus }) && (
          <div className="db-form-grid">
            <FormNumberSelectField
              fill
              name="lostOpportunityReason"
              options={lostReasonOptions}
              emptyLabel="Not recorded"
            />
            <FormTextAreaField name="lostOpportunityDescription" />
          </div>
        )}
      </SectionCard>
    </Section>
  );
}
