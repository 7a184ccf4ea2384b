import { counted, type ReportTable } from '@dealbook/contracts';
import { CardTable } from '../../records/components/CardTable.js';
import { alignsRight, cellText } from '../utils/reportCells.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ReportTableViewProps {
  table: ReportTable;
}

type ReportCell = ReportTable['rows'][number][number];

/**
 * A report's table as the server reads it (the same columns and rows its downloads hold), with
 * the totals of every row — also those beyond what the page shows — in its footer. It is the
 * record kit's CardTable: on a phone each row is a card of labelled lines.
 */
export function ReportTableView({ table }: ReportTableViewProps) {
  if (table.rowCount === 0) {
    return <EmptyState icon="th-disconnect" title="Nothing to report" description="No records match these filters." />;
  }
  const shown = table.rows.length;
  const cells = (values: readonly (ReportCell | undefined)[], first?: string) =>
    table.columns.map((column, c) => (
      <td
        key={column.header}
        data-label={column.header}
        className={alignsRight(column.kind) ? 'db-report-table__number' : undefined}
      >
        {c === 0 && first ? first : cellText(column.kind, values[c] ?? null)}
      </td>
    ));
  return (
    // It scrolls sideways when the columns are wider than the page: focusable, so keys scroll it too.
    <div className="db-report-table" tabIndex={0} role="region" aria-label={`${table.title}, scrollable`}>
      <CardTable
        aria-label={table.title}
        columns={table.columns.map((column) => ({ label: column.header }))}
        footer={table.totals && <tr>{cells(table.totals, 'Total')}</tr>}
      >
        {table.rows.map((row, r) => (
          <tr key={r}>{cells(row)}</tr>
        ))}
      </CardTable>
      <p className="db-report-table__count" role="status">
        {shown < table.rowCount
          ? `Showing the first ${counted(shown, 'row')} of ${table.rowCount.toLocaleString('en-GB')}; the downloads hold them all.`
          : counted(table.rowCount, 'row')}
      </p>
    </div>
  );
}
