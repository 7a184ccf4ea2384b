import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { statusFieldLabels, statusLabel, statusOptions, type StatusField } from '../../ui/labels/projectLabels.js';

export interface StatusMenuButtonProps {
  field: StatusField;
  value: number;
  busy: boolean;
  onChange: (value: number) => void;
  /** How the current value shows (a badge); its name by default. */
  children?: ReactNode;
}

/** One of the three statuses as a button: its menu sets another value without opening the form. */
export function StatusMenuButton({ field, value, busy, onChange, children }: StatusMenuButtonProps) {
  const label = statusFieldLabels[field];
  const menu = (
    <Menu aria-label={`Change ${label.toLowerCase()}`}>
      <MenuDivider title={label} />
      {statusOptions[field].map((option) => (
        <MenuItem
          key={option.value}
          text={option.label}
          icon={option.value === value ? 'tick' : 'blank'}
          disabled={option.value === value}
          onClick={() => onChange(option.value)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start" disabled={busy}>
      <Button
        className="db-status-button"
        size="small"
        variant="minimal"
        endIcon="caret-down"
        loading={busy}
        aria-label={`${label}: ${statusLabel(field, value)}`}
      >
        <span className="db-muted">{label}</span> {children ?? <strong>{statusLabel(field, value)}</strong>}
      </Button>
    </PopoverNext>
  );
}
