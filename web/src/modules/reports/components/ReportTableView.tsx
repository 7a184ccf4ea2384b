import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { counted, type ReportTable } from '@dealbook/contracts';
import { alignsRight, cellText } from '../utils/reportCells.js';

export interface ReportTableViewProps {
  table: ReportTable;
}

/**
 * A report's table as the server reads it (the same columns and rows its downloads hold), with
 * the totals of every row — also those beyond what the page shows — in its footer.
 */
export function ReportTableView({ table }: ReportTableViewProps) {
  if (table.rowCount === 0) {
    return (
      <NonIdealState icon="th-disconnect" title="Nothing to report" description="No records match these filters." />
    );
  }
  const shown = table.rows.length;
  return (
    // It scrolls sideways when the columns are wider than the page: focusable, so keys scroll it too.
    <div className="db-report-table" tabIndex={0} role="region" aria-label={`${table.title}, scrollable`}>
      <HTMLTable compact striped interactive={false} aria-label={table.title}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.header} scope="col" className={alignsRight(column.kind) ? 'db-report-table__number' : ''}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {table.columns.map((column, c) => (
                <td key={column.header} className={alignsRight(column.kind) ? 'db-report-table__number' : ''}>
                  {cellText(column.kind, row[c] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.totals && (
          <tfoot>
            <tr>
              {table.columns.map((column, c) => (
                <td key={column.header} className={alignsRight(column.kind) ? 'db-report-table__number' : ''}>
                  {c === 0 ? 'Total' : cellText(column.kind, table.totals?.[c] ?? null)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
      <p className="db-report-table__count" role="status">
        {shown < table.rowCount
          ? `Showing the first ${counted(shown, 'row')} of ${table.rowCount.toLocaleString('en-GB')}; the downloads hold them all.`
          : counted(table.rowCount, 'row')}
      </p>
    </div>
  );
}
