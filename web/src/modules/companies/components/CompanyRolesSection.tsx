import { Section, SectionCard } from '@blueprintjs/core';
import { CompanyRoleFlags } from '@dealbook/contracts';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

export function CompanyRolesSection() {
  return (
    <Section titleRenderer={SectionTitle} title="Roles" className="db-form-section">
      <SectionCard className="db-switch-row">
        {CompanyRoleFlags.map((flag) => (
          <FormSwitchField key={flag} name={flag} />
        ))}
      </SectionCard>
    </Section>
  );
}
