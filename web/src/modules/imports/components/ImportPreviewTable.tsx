import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import type { ImportRowAction } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { importQueries } from '../hooks/importQueries.js';

/** What the detail column holds, per action. */
const detailHeading: Record<ImportRowAction, string> = {
  create: 'Note',
  update: 'Changes',
  unchanged: 'Note',
  skip: 'Why skipped',
  error: 'Why it fails',
};

/** A few rows of the dry run that come to one action, with their values by field. */
export function ImportPreviewTable({ importId, action }: { importId: string; action: ImportRowAction }) {
  const preview = useQuery(importQueries.preview(importId, action));
  if (preview.isPending) return <Spinner size={20} aria-label="Loading the rows" />;
  if (preview.isError) return <Callout intent="danger">{errorMessage(preview.error)}</Callout>;
  const rows = preview.data.rows;
  if (rows.length === 0) return <p className="db-muted">No rows to show.</p>;
  // The values come by field label already; the columns are every label any row has, in first-seen order.
  const labels = [...new Set(rows.flatMap((row) => Object.keys(row.values)))];
  const hasDetail = rows.some((row) => row.detail !== '');
  return (
    <HTMLTable compact striped className="db-import-preview__table">
      <thead>
        <tr>
          <th scope="col">Line</th>
          {labels.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          {hasDetail && <th scope="col">{detailHeading[action]}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line}>
            <td>{row.line}</td>
            {labels.map((label) => (
              <td key={label}>{row.values[label] ?? ''}</td>
            ))}
            {hasDetail && <td>{row.detail}</td>}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
