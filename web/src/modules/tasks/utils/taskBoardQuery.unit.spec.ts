import { describe, expect, it } from 'vitest';
import { defaultBoardFilters, taskBoardQuery } from './taskBoardQuery.js';

describe('taskBoardQuery', () => {
  it('asks for my open tasks by due date, first page, by default', () => {
    expect(taskBoardQuery(defaultBoardFilters, 'me')).toBe(
      'assignedTo=me&completed=false&sort=dueDate&limit=25&offset=0',
    );
  });

  it('lists the whole team or one member, with status and priority filters and paging', () => {
    const team = { ...defaultBoardFilters, scope: 'team' as const, status: '3', priority: '1', pageIndex: 2 };
    expect(taskBoardQuery(team, 'me')).toBe('status=3&priority=1&sort=dueDate&limit=25&offset=50');
    expect(taskBoardQuery({ ...team, assignee: 'bob', status: '' }, 'me')).toBe(
      'assignedTo=bob&priority=1&sort=dueDate&limit=25&offset=50',
    );
  });
});
