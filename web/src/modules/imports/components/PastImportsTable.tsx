import { HTMLTable } from '@blueprintjs/core';
import { ImportKindLabels, type Import } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../ui/utils/format.js';
import { hasRun } from '../utils/importSteps.js';
import { ImportErrorsLink } from './ImportErrorsLink.js';
import { ImportStateTag } from './ImportStateTag.js';

const count = (n: number) => n.toLocaleString('en-GB');

/** The past imports: who imported what and when, how it stands, and what its rows came to. */
export function PastImportsTable({ imports }: { imports: readonly Import[] }) {
  // Nine columns: on a phone the table scrolls sideways in its own box instead of cutting Open off.
  return (
    <div className="db-imports-table-scroll">
      <HTMLTable className="db-imports-table" striped compact interactive aria-label="Past imports">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Records</th>
            <th scope="col">Started by</th>
            <th scope="col">When</th>
            <th scope="col">State</th>
            <th scope="col" className="db-num">
              Created
            </th>
            <th scope="col" className="db-num">
              Updated
            </th>
            <th scope="col" className="db-num">
              Failed
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {imports.map((imp) => {
            // Before a run nothing was written: no counts rather than zeros that look like a result.
            const counts = hasRun(imp) ? imp.done : null;
            return (
              <tr key={imp._id}>
                <td>
                  <Link to={`/upload/${imp._id}`}>{imp.fileName}</Link>
                </td>
                <td>{ImportKindLabels[imp.kind]}</td>
                <td>{imp.startedBy?.fullName ?? '—'}</td>
                <td>{formatDateTime(imp.createdAt)}</td>
                <td>
                  <ImportStateTag state={imp.state} />
                  {imp.failure && <div className="db-muted db-import-failure">{imp.failure}</div>}
                </td>
                <td className="db-num">{counts ? count(counts.create) : '—'}</td>
                <td className="db-num">{counts ? count(counts.update) : '—'}</td>
                <td className="db-num">{counts ? count(counts.error) : '—'}</td>
                <td>
                  {imp.hasErrors && <ImportErrorsLink importId={imp._id} ofFile={imp.fileName} />}
                  <Link to={`/upload/${imp._id}`} aria-label={`Open the import of ${imp.fileName}`}>
                    Open
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
