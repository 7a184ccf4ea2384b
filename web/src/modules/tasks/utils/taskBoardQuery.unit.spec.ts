import { describe, expect, it } from 'vitest';
import { defaultBoardFilters, defaultTaskSort, taskBoardQuery } from './taskBoardQuery.js';

const firstPage = { index: 0, size: 25 };

describe('taskBoardQuery', () => {
  it('asks for my open tasks by due date, first page, by default', () => {
    expect(taskBoardQuery('me', defaultBoardFilters, defaultTaskSort, firstPage)).toBe(
      'assignedTo=me&completed=false&sort=dueDate&limit=25&offset=0',
    );
  });

  it('lists the whole team or one member, with status and priority filters, sort and paging', () => {
    const team = { ...defaultBoardFilters, scope: 'team' as const, status: '3', priority: '1' };
    const third = { index: 2, size: 25 };
    expect(taskBoardQuery('me', team, defaultTaskSort, third)).toBe(
      'status=3&priority=1&sort=dueDate&limit=25&offset=50',
    );
    expect(
      taskBoardQuery('me', { ...team, assignee: 'bob', status: '' }, { field: 'createdAt', descending: true }, third),
    ).toBe('assignedTo=bob&priority=1&sort=-createdAt&limit=25&offset=50');
  });

  it('searches subjects by the words typed, trimmed, and not at all when only spaces are typed', () => {
    expect(
      taskBoardQuery('me', { ...defaultBoardFilters, subject: ' heads of terms ' }, defaultTaskSort, firstPage),
    ).toBe('subject=heads+of+terms&assignedTo=me&completed=false&sort=dueDate&limit=25&offset=0');
    expect(taskBoardQuery('me', { ...defaultBoardFilters, subject: '   ' }, defaultTaskSort, firstPage)).toBe(
      'assignedTo=me&completed=false&sort=dueDate&limit=25&offset=0',
    );
  });
});
