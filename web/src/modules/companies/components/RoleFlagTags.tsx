import { Tag } from '@blueprintjs/core';
import { CompanyRoleFlagLabels, CompanyRoleFlags, type CompanyRoleFlag } from '@dealbook/contracts';

export interface RoleFlagTagsProps {
  company: Record<CompanyRoleFlag, boolean>;
}

/** The badges of spec §2.5, one per role flag that is set, in the spec's order. */
export function RoleFlagTags({ company }: RoleFlagTagsProps) {
  const set = CompanyRoleFlags.filter((flag) => company[flag]);
  if (set.length === 0) return null;
  return (
    <span className="db-role-tags">
      {set.map((flag) => (
        <Tag key={flag} minimal round intent="primary">
          {CompanyRoleFlagLabels[flag]}
        </Tag>
      ))}
    </span>
  );
}
