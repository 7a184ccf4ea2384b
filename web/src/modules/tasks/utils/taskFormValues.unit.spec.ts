import { TaskPriority, TaskStatus } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { taskFieldLabels, taskFields, taskFormSchema, taskFormValues, type TaskFormValues } from './taskFormValues.js';

const me = { _id: '0b5e2f3e-0000-4000-8000-000000000001', fullName: 'Ada Caller' };
const now = new Date('2026-03-07T10:15:00Z');
const check = (values: TaskFormValues) => checkForm(taskFormSchema, taskFieldLabels, values);

describe('taskFormValues', () => {
  it('starts a new task not started, normal priority, due now, with the preselected assignees', () => {
    expect(taskFormValues(undefined, [me], now)).toEqual({
      subject: '',
      description: '',
      status: TaskStatus.NotStarted,
      priority: TaskPriority.Normal,
      dueDate: '2026-03-07T10:15:00.000Z',
      assignedTo: [me],
    });
  });
});

describe('taskFormSchema', () => {
  it('says a missing subject in its label', async () => {
    expect(await check({ ...taskFormValues(undefined, [], now), subject: '   ' })).toEqual({
      ok: false,
      errors: { subject: 'Subject is required' },
    });
  });

  it('makes the task fields the API takes: trimmed, assignees as ids', async () => {
    const checked = await check({ ...taskFormValues(undefined, [me], now), subject: '  Call back ' });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(taskFields(checked.output)).toEqual({
      subject: 'Call back',
      description: '',
      status: TaskStatus.NotStarted,
      priority: TaskPriority.Normal,
      dueDate: '2026-03-07T10:15:00.000Z',
      assignedTo: [me._id],
    });
  });
});
