import { Button } from '@blueprintjs/core';

export interface SortHeaderButtonProps {
  label: string;
  /** How the column is sorted now; undefined when the list is sorted by another column. */
  direction: 'ascending' | 'descending' | undefined;
  onClick: () => void;
}

/** A column title that sorts the list on the server when clicked. */
export function SortHeaderButton({ label, direction, onClick }: SortHeaderButtonProps) {
  const icon =
    direction === 'ascending' ? 'sort-asc' : direction === 'descending' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <Button
      className="db-sort-header"
      variant="minimal"
      size="small"
      alignText="start"
      fill
      endIcon={icon}
      text={label}
      title={direction ? `Sorted ${direction}` : `Sort by ${label}`}
      aria-pressed={direction !== undefined}
      onClick={onClick}
    />
  );
}
