import { MenuItem } from '@blueprintjs/core';
import type { CompanySuggestion } from '@dealbook/contracts';
import type { FocusEventHandler, MouseEventHandler } from 'react';

export interface CompanySuggestionItemProps {
  company: CompanySuggestion;
  active: boolean;
  onClick: MouseEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
}

/** One suggested company: its logo (through this server), name and domain. */
export function CompanySuggestionItem({ company, active, onClick, onFocus }: CompanySuggestionItemProps) {
  return (
    <MenuItem
      roleStructure="listoption"
      active={active}
      onClick={onClick}
      onFocus={onFocus}
      icon={
        <img
          src={company.logoUrl}
          alt=""
          width={20}
          height={20}
          loading="lazy"
          // A brand without a logo answers 404: an empty square reads better than a broken image.
          onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
        />
      }
      text={company.name}
      label={company.domain}
    />
  );
}
