import { Callout } from '@blueprintjs/core';
import { duplicateReasonsText, type PossibleDuplicate } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import '../duplicates.css';

export interface PossibleDuplicatesCalloutProps {
  found: readonly PossibleDuplicate[];
  /** "company", "contact". */
  noun: string;
  /** Where a record's page is: `/companies`. */
  basePath: string;
}

/**
 * The create form's warning (issue 32): records that may be the one being entered, each a link
 * that opens in a new tab so what was typed stays.
 */
export function PossibleDuplicatesCallout({ found, noun, basePath }: PossibleDuplicatesCalloutProps) {
  if (found.length === 0) return null;
  return (
    <Callout
      intent="warning"
      icon="duplicate"
      title={found.length === 1 ? `This ${noun} may exist already` : `This ${noun} may exist already, as one of these`}
      className="db-possible-duplicates"
      role="status"
    >
      <ul>
        {found.map((record) => (
          <li key={record._id}>
            <Link to={`${basePath}/${record._id}`} target="_blank" rel="noopener">
              {record.name}
            </Link>
            {record.detail && <span className="db-muted"> · {record.detail}</span>}
            <span className="db-muted"> ({duplicateReasonsText(record.reasons)})</span>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
