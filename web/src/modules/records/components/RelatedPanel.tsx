import '../records.css';
import { Classes, Tag, type IconName } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

export interface RelatedPanelProps<Row> {
  /** The list's name, its heading ("Tasks"); the messages say it in lower case. */
  title: string;
  /** The section's accessible name when it differs from the title. */
  label?: string;
  /**
   * The list's query of one page (`{rows, total}`): its status, error, rows and count. Or, for rows
   * put together otherwise, those four given one by one.
   */
  list?: ListQuery<Row>;
  /** Where the rows stand: a query's `status` and `error`, or 'success' for rows already at hand. */
  status?: 'pending' | 'error' | 'success';
  error?: unknown;
  rows?: readonly Row[] | undefined;
  /** How many there are when more than the rows shown (a capped page). */
  count?: number;
  /** The empty state's sentence: what would be listed here and how to add one. */
  empty: string;
  emptyIcon: IconName;
  /** The add action (a button): in the header beside the rows, in the empty state when there are none. */
  action?: ReactNode;
  /** What stays in the header in every state (a picker to add with, export, bulk actions). */
  tools?: ReactNode;
  /** An inline form to add one with (a note's text, a file to upload), between the header and the rows. */
  composer?: ReactNode;
  /** The rows, shown once there are some. */
  children: (rows: readonly Row[]) => ReactNode;
  className?: string;
}

/** What RelatedPanel reads of a list query (useQuery's result for one page of rows). */
interface ListQuery<Row> {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  data?: { rows: readonly Row[]; total: number } | undefined;
}

const skeletonRows = [0, 1, 2];

/**
 * The one scaffold of a record's related lists (employees, tasks, notes, purchasers …): a titled
 * section with its count and add action, a skeleton while it loads, the error in words, an empty
 * state that says what belongs here and offers the action, then the rows.
 */
export function RelatedPanel<Row>({
  title,
  label,
  list,
  status = list?.status ?? 'success',
  error = list?.error,
  rows = list?.data?.rows,
  count = list?.data?.total,
  empty,
  emptyIcon,
  action,
  tools,
  composer,
  children,
  className,
}: RelatedPanelProps<Row>) {
  const headingId = useId();
  const noun = title.toLowerCase();
  const loaded = status === 'success' && rows !== undefined;
  const none = loaded && rows.length === 0;
  const shown = count ?? rows?.length;
  return (
    <section
      className={`db-related ${className ?? ''}`}
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
    >
      <div className="db-related__header">
        <div className="db-related__title">
          <SectionTitle id={headingId}>{title}</SectionTitle>
          {loaded && (
            <Tag minimal round>
              {shown}
              <span className="db-visually-hidden"> {noun}</span>
            </Tag>
          )}
        </div>
        {(tools || (action && !none)) && (
          <div className="db-related__tools">
            {tools}
            {!none && action}
          </div>
        )}
      </div>
      {composer}
      {status === 'pending' ? (
        <div role="status" aria-label={`Loading ${noun}`} aria-busy="true">
          {skeletonRows.map((row) => (
            <div key={row} className={`${Classes.SKELETON} db-related__skeleton`} aria-hidden="true" />
          ))}
        </div>
      ) : status === 'error' ? (
        <Notice intent="danger" title={`The ${noun} could not be loaded`}>
          {errorMessage(error)}
        </Notice>
      ) : none ? (
        <EmptyState
          icon={emptyIcon}
          title={`No ${noun} yet`}
          description={empty}
          action={action ? <>{action}</> : undefined}
        />
      ) : (
        rows && children(rows)
      )}
    </section>
  );
}
