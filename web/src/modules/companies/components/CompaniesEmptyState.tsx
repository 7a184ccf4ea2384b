import { Button, NonIdealState } from '@blueprintjs/core';

export interface CompaniesEmptyStateProps {
  filtered: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
}

export function CompaniesEmptyState({ filtered, onCreate, onClearFilters }: CompaniesEmptyStateProps) {
  return (
    <NonIdealState
      icon="office"
      title="No companies found"
      description={filtered ? 'No company matches these filters.' : 'There are no companies yet. Add the first one.'}
      action={
        <div className="db-actions">
          {filtered && <Button text="Clear filters" onClick={onClearFilters} />}
          <Button intent="primary" icon="add" text="New company" onClick={onCreate} />
        </div>
      }
    />
  );
}
