import { Tag } from '@blueprintjs/core';
import type { TaskRelatedRecord } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { relatedRecordPath, relatedTypeLabel } from '../utils/taskContext.js';

export interface TaskRelatedLinksProps {
  related: TaskRelatedRecord[];
}

/** What a task is about: each linked record by name, linked to its page. */
export function TaskRelatedLinks({ related }: TaskRelatedLinksProps) {
  if (related.length === 0) return <span className="db-task-related--none">—</span>;
  return (
    <ul className="db-task-related" aria-label="Linked records">
      {related.map((record) => {
        const path = relatedRecordPath(record);
        const label = `${relatedTypeLabel(record.type)}: ${record.name}`;
        return (
          <li key={`${record.type}:${record._id}`}>
            <Tag minimal round className="db-task-related__type">
              {relatedTypeLabel(record.type)}
            </Tag>{' '}
            {path ? (
              <Link to={path} aria-label={label}>
                {record.name}
              </Link>
            ) : (
              record.name
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The warning tag of a task past its due date. */
export function OverdueTag() {
  return (
    <Tag intent="warning" minimal icon="time" className="db-task-overdue-tag">
      Overdue
    </Tag>
  );
}
