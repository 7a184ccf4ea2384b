import { TaskStatus } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { isOverdue, relatedRecordPath } from './taskContext.js';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('isOverdue', () => {
  it('marks an open task due before now', () => {
    expect(isOverdue({ dueDate: '2026-11-24T11:59:00.000Z', status: TaskStatus.InProgress }, now)).toBe(true);
  });
  it('does not mark a task due later, or a completed one', () => {
    expect(isOverdue({ dueDate: '2026-11-24T12:01:00.000Z', status: TaskStatus.NotStarted }, now)).toBe(false);
    expect(isOverdue({ dueDate: '2026-11-01T00:00:00.000Z', status: TaskStatus.Completed }, now)).toBe(false);
  });
});

describe('relatedRecordPath', () => {
  it('links each record to its page and a purchase to its project', () => {
    const ref = { _id: 'r1', name: 'n', projectId: null };
    expect(relatedRecordPath({ ...ref, type: 'company' })).toBe('/companies/r1');
    expect(relatedRecordPath({ ...ref, type: 'contact' })).toBe('/contacts/r1');
    expect(relatedRecordPath({ ...ref, type: 'project' })).toBe('/projects/r1');
    expect(relatedRecordPath({ ...ref, type: 'event' })).toBe('/events/r1');
    expect(relatedRecordPath({ ...ref, type: 'purchase', projectId: 'p9' })).toBe('/projects/p9');
    expect(relatedRecordPath({ ...ref, type: 'purchase' })).toBeNull();
  });
});
