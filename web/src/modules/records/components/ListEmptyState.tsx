import { Button, type IconName } from '@blueprintjs/core';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ListEmptyStateProps {
  icon: IconName;
  /** The list's records in the plural, lower case: "companies". */
  noun: string;
  /** Filters are set: nothing matched them, rather than nothing exists. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The list's create action, when the person may create ("New company"). */
  create?: { label: string; onClick: () => void };
}

/** What a record list shows when it has no rows: a way out of the filters, or to the first record. */
export function ListEmptyState({ icon, noun, filtered, onClearFilters, create }: ListEmptyStateProps) {
  return (
    <EmptyState
      icon={filtered ? 'filter-remove' : icon}
      title={filtered ? `No ${noun} match these filters` : `No ${noun} yet`}
      action={
        <div className="db-actions">
          {filtered && <Button text="Clear filters" onClick={onClearFilters} />}
          {create && <Button intent="primary" icon="add" text={create.label} onClick={create.onClick} />}
        </div>
      }
    />
  );
}
