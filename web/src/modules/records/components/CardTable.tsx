import '../records.css';
import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface CardTableColumn {
  label: string;
  /** Read out but not shown (a checkbox's or the actions' column). */
  hidden?: boolean;
}

export interface CardTableProps {
  'aria-label': string;
  columns: readonly CardTableColumn[];
  /** The rows: each cell names its column in `data-label`, which labels it when rows become cards. */
  children: ReactNode;
  /** Rows below the body (a report's totals), labelled the same way. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The table of a related list or a report: a table where there is room, a list of cards of
 * labelled lines where there is not (a 390 px phone), so a row never scrolls sideways.
 */
export function CardTable({ 'aria-label': label, columns, children, footer, className }: CardTableProps) {
  return (
    <div className="db-card-table-frame">
      {/* Not striped: muted text (dates under ticks, placeholders) on a stripe falls below 4.5:1. */}
      <HTMLTable compact className={`db-card-table ${className ?? ''}`} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) =>
              column.hidden ? (
                <th key={column.label}>
                  <span className="db-visually-hidden">{column.label}</span>
                </th>
              ) : (
                <th key={column.label}>{column.label}</th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </HTMLTable>
    </div>
  );
}
