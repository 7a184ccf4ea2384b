import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

export type TaskScope = 'mine' | 'team';

export interface TaskBoardFilters {
  /** Words the subject contains; '' for any. */
  subject: string;
  scope: TaskScope;
  /** '' for any, 'open' for anything not Completed, else a TaskStatus value. */
  status: string;
  /** '' for any, else a TaskPriority value. */
  priority: string;
  /** Team scope only: '' for everyone, else a user id. */
  assignee: string;
}

/** My open tasks: what the board shows first, and what "Clear filters" returns to. */
export const defaultBoardFilters: TaskBoardFilters = {
  subject: '',
  scope: 'mine',
  status: 'open',
  priority: '',
  assignee: '',
};

export const taskSortFields = ['subject', 'status', 'priority', 'dueDate', 'createdAt', 'updatedAt'] as const;
export type TaskSortField = (typeof taskSortFields)[number];

/** Due soonest first: the work to do next. */
export const defaultTaskSort: ListSort<TaskSortField> = { field: 'dueDate', descending: false };

/** The /api/tasks/search query of the tasks page: §5 filters (mine is `me`) plus paging and sort. */
export function taskBoardQuery(
  me: string,
  filters: TaskBoardFilters,
  sort: ListSort<TaskSortField>,
  page: ListPageRequest,
): string {
  const params = new URLSearchParams();
  const assignee = filters.scope === 'mine' ? me : filters.assignee;
  if (filters.subject.trim()) params.set('subject', filters.subject.trim());
  if (assignee) params.set('assignedTo', assignee);
  if (filters.status === 'open') params.set('completed', 'false');
  else if (filters.status) params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  params.set('sort', sortParam(sort));
  appendPage(params, page);
  return params.toString();
}
