import { Section, SectionCard } from '@blueprintjs/core';
import { CompanyRoleFlagLabels, CompanyRoleFlags } from '@dealbook/contracts';
import { SwitchField } from '../../ui/components/SwitchField.js';
import type { CompanyFormSectionProps } from '../utils/companyFormTypes.js';

export function CompanyRolesSection({ values, setField }: CompanyFormSectionProps) {
  return (
    <Section title="Roles" className="db-form-section">
      <SectionCard className="db-switch-row">
        {CompanyRoleFlags.map((flag) => (
          <SwitchField
            key={flag}
            label={CompanyRoleFlagLabels[flag]}
            checked={values[flag]}
            onChange={(checked) => setField(flag, checked)}
          />
        ))}
      </SectionCard>
    </Section>
  );
}
