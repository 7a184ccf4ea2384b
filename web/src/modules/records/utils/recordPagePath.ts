import type { SentencePart } from '@dealbook/contracts';

type PageRecord = NonNullable<SentencePart['record']>;

/**
 * The page that shows a record: a purchaser is shown on its project's page, a task on the task
 * board, a person on their team page; null for a record without a page of its own.
 */
export function recordPagePath(record: PageRecord): string | null {
  switch (record.type) {
    case 'company':
      return `/companies/${record._id}`;
    case 'contact':
      return `/contacts/${record._id}`;
    case 'project':
      return `/projects/${record._id}`;
    case 'event':
      return `/events/${record._id}`;
    case 'purchase':
      return record.projectId ? `/projects/${record.projectId}` : null;
    case 'task':
      return '/team/tasks';
    case 'user':
      return `/team/${record._id}`;
    default:
      return null;
  }
}
