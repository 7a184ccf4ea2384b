import { Classes } from '@blueprintjs/core';

/** Lines of a timeline's height while its first page loads, so the page below does not jump. */
export function RecordTimelineSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <ol className="db-timeline__list" aria-busy="true" aria-label="Loading the timeline">
      {Array.from({ length: lines }, (_, at) => (
        <li key={at} className="db-timeline__entry">
          <span className={`${Classes.SKELETON} db-timeline__skeleton-line`}>Loading</span>
        </li>
      ))}
    </ol>
  );
}
