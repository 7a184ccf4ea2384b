import { ImportRowActions, type ImportCounts, type ImportRowAction } from '@dealbook/contracts';

export interface ImportCountTilesProps {
  counts: ImportCounts;
  /** What each action is called here ("Will create" for the check, "Created" for the run). */
  labels: Record<ImportRowAction, string>;
  /** The group's accessible name. */
  label: string;
}

/** What the rows came to: a stacked bar of their shares over one tile per action. */
export function ImportCountTiles({ counts, labels, label }: ImportCountTilesProps) {
  const total = ImportRowActions.reduce((sum, action) => sum + counts[action], 0);
  return (
    <section className="db-import-counts" aria-label={label}>
      {total > 0 && (
        // The tiles say the same in numbers: the bar is for the eye only.
        <div className="db-import-counts__bar" aria-hidden>
          {ImportRowActions.filter((action) => counts[action] > 0).map((action) => (
            <span
              key={action}
              className={`db-import-action--${action}`}
              style={{ width: `${(counts[action] / total) * 100}%` }}
            />
          ))}
        </div>
      )}
      <dl className="db-import-counts__tiles">
        {ImportRowActions.map((action) => (
          <div key={action} className={`db-import-counts__tile db-import-action--${action}`}>
            <dt>{labels[action]}</dt>
            <dd>{counts[action].toLocaleString('en-GB')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
