import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';

export interface ColumnChooserProps {
  /** Every column of the list; the first names the record and always shows. */
  columns: readonly { id: string; label: string }[];
  hidden: readonly string[];
  onToggle: (columnId: string) => void;
}

/** Which columns a list shows: a menu of them, each ticked while shown. */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  const menu = (
    <Menu aria-label="Columns shown">
      {columns.map((column, index) => (
        <MenuItem
          key={column.id}
          roleStructure="listoption"
          text={column.label}
          selected={!hidden.includes(column.id)}
          disabled={index === 0}
          shouldDismissPopover={false}
          onClick={() => onToggle(column.id)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button icon="column-layout" variant="minimal" text="Columns" endIcon="caret-down" />
    </PopoverNext>
  );
}
