import { HTMLTable, Spinner } from '@blueprintjs/core';
import type { ImportRowAction } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { importQueries } from '../hooks/importQueries.js';
import { checkCountLabels } from '../utils/outcomeMessages.js';
import { Notice } from '../../ui/components/Notice.js';

/** What the detail column holds, per action. */
const detailHeading: Record<ImportRowAction, string> = {
  create: 'Note',
  update: 'Changes',
  unchanged: 'Note',
  skip: 'Why skipped',
  error: 'Why it fails',
};

export interface ImportPreviewTableProps {
  importId: string;
  action: ImportRowAction;
  /** The mapped fields' labels in the file's column order (the stored values carry no order). */
  columnOrder: readonly string[];
  /** Where the imported kind's records open (`/companies`), for the records a row may duplicate. */
  recordPath: string;
}

/** A few rows of the dry run that come to one action, with their values by field. */
export function ImportPreviewTable({ importId, action, columnOrder, recordPath }: ImportPreviewTableProps) {
  const preview = useQuery(importQueries.preview(importId, action));
  if (preview.isPending) return <Spinner size={20} aria-label="Loading the rows" />;
  if (preview.isError) return <Notice intent="danger">{errorMessage(preview.error)}</Notice>;
  const rows = preview.data.rows;
  if (rows.length === 0) return <p className="db-muted">No rows to show.</p>;
  // The values come by field label; the columns are the labels some row has a value for.
  const labels = columnOrder.filter((label) => rows.some((row) => row.values[label] !== undefined));
  const hasDetail = rows.some((row) => row.detail !== '');
  return (
    <HTMLTable compact striped className="db-import-preview__table" aria-label={`Rows: ${checkCountLabels[action]}`}>
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
            {hasDetail && (
              <td>
                {row.detail}
                {row.duplicateOf && (
                  <span className="db-import-preview__duplicates">
                    {row.duplicateOf.map((record) => (
                      <Link key={record._id} to={`${recordPath}/${record._id}`} target="_blank">
                        Open {record.name}
                      </Link>
                    ))}
                  </span>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
