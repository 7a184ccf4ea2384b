import { Button, ButtonGroup } from '@blueprintjs/core';
import { CompanyRoleFlagLabels, CompanyRoleFlags, type CompanyRoleFlag } from '@dealbook/contracts';

export interface RoleFlagTogglesProps {
  selected: readonly CompanyRoleFlag[];
  onChange: (selected: CompanyRoleFlag[]) => void;
}

/** One toggle per role flag; pressed flags must all be set on the companies listed. */
export function RoleFlagToggles({ selected, onChange }: RoleFlagTogglesProps) {
  const toggle = (flag: CompanyRoleFlag) =>
    onChange(selected.includes(flag) ? selected.filter((f) => f !== flag) : [...selected, flag]);
  return (
    <ButtonGroup role="group" aria-label="Roles" className="db-role-toggles">
      {CompanyRoleFlags.map((flag) => (
        <Button
          key={flag}
          size="small"
          variant="outlined"
          active={selected.includes(flag)}
          aria-pressed={selected.includes(flag)}
          intent={selected.includes(flag) ? 'primary' : 'none'}
          text={CompanyRoleFlagLabels[flag]}
          onClick={() => toggle(flag)}
        />
      ))}
    </ButtonGroup>
  );
}
