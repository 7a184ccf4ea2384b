import { duplicateReasonsText, type PossibleDuplicate } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import '../duplicates.css';
import { Notice } from '../../ui/components/Notice.js';

export interface PossibleDuplicatesCalloutProps {
  found: readonly PossibleDuplicate[];
  /** "company", "contact". */
  noun: string;
  /** Where a record's page is: `/companies`. */
  basePath: string;
  /**
   * Set on a record that exists already (its page), for a person who may merge: each candidate
   * gets a "Merge" link to the merge screen of the two.
   */
  mergePath?: (candidateId: string) => string;
}

/**
 * The create form's warning (issue 32): records that may be the one being entered, each a link
 * that opens in a new tab so what was typed stays. On a record's own page, the records that may
 * be the same one, each with its merge.
 */
export function PossibleDuplicatesCallout({ found, noun, basePath, mergePath }: PossibleDuplicatesCalloutProps) {
  if (found.length === 0) return null;
  const existing = mergePath !== undefined;
  const title = existing
    ? `This ${noun} may be entered twice`
    : found.length === 1
      ? `This ${noun} may exist already`
      : `This ${noun} may exist already, as one of these`;
  return (
    <Notice intent="warning" icon="duplicate" title={title} className="db-possible-duplicates" role="status">
      <ul>
        {found.map((record) => (
          <li key={record._id}>
            {/* A create form's candidates open in a new tab, so what was typed stays. */}
            <Link to={`${basePath}/${record._id}`} {...(existing ? {} : { target: '_blank', rel: 'noopener' })}>
              {record.name}
            </Link>
            {record.detail && <span className="db-muted"> · {record.detail}</span>}
            <span className="db-muted"> ({duplicateReasonsText(record.reasons)})</span>
            {mergePath && (
              <>
                {' · '}
                <Link to={mergePath(record._id)} aria-label={`Merge with ${record.name}`}>
                  Merge
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
