import { Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../ui/utils/format.js';

export interface RecordTimelineFactsProps {
  createdAt: string;
  updatedAt: string;
  /** What is due next on the record (the page composes it: the kit knows no feature). */
  nextTask?: ReactNode;
}

/**
 * The key dates and what is due next, under a record page's name: a reader sees at once how old
 * the record is, when it last moved and the next thing to do on it.
 */
export function RecordTimelineFacts({ createdAt, updatedAt, nextTask }: RecordTimelineFactsProps) {
  return (
    <p className="db-record-facts">
      <span>Added {formatDate(createdAt)}</span>
      <span>Last changed {formatDate(updatedAt)}</span>
      {nextTask && (
        <span>
          <Icon icon="tick-circle" size={12} aria-hidden /> {nextTask}
        </span>
      )}
    </p>
  );
}
