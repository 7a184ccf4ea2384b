import { appendPage } from '../../records/utils/pageParams.js';

export type TaskScope = 'mine' | 'team';

export interface TaskBoardFilters {
  scope: TaskScope;
  /** '' for any, 'open' for anything not Completed, else a TaskStatus value. */
  status: string;
  /** '' for any, else a TaskPriority value. */
  priority: string;
  /** Team scope only: '' for everyone, else a user id. */
  assignee: string;
  sort: string;
  pageIndex: number;
  pageSize: number;
}

export const defaultBoardFilters: TaskBoardFilters = {
  scope: 'mine',
  status: 'open',
  priority: '',
  assignee: '',
  sort: 'dueDate',
  pageIndex: 0,
  pageSize: 25,
};

/** The /api/tasks/search query of the tasks page: §5 filters plus server paging and sorting. */
export function taskBoardQuery(filters: TaskBoardFilters, me: string, after?: string): string {
  const params = new URLSearchParams();
  const assignee = filters.scope === 'mine' ? me : filters.assignee;
  if (assignee) params.set('assignedTo', assignee);
  if (filters.status === 'open') params.set('completed', 'false');
  else if (filters.status) params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  params.set('sort', filters.sort);
  appendPage(params, { index: filters.pageIndex, size: filters.pageSize, after });
  return params.toString();
}
