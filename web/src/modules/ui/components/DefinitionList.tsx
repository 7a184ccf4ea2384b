import type { ReactNode } from 'react';

export interface DefinitionListProps {
  items: readonly { label: string; value: ReactNode }[];
}

/** Label/value pairs of a read-only card. */
export function DefinitionList({ items }: DefinitionListProps) {
  return (
    <dl className="db-definitions">
      {items.map(({ label, value }) => (
        <div key={label} className="db-definitions__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
