import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TaskPriority, TaskStatus, taskFieldsSchema, type TaskEvent } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { taskProjection } from './task.projection.js';

/**
 * What the tasks read model holds after a task's events: its author, `completed` kept equal to
 * "status is Completed" as the to-do lists filter on it, edits and reassignments landing on their
 * fields, each parent's list gaining a link once (a repeated link moves it to the front) and
 * losing it with its link time, replays changing nothing, and no row once it is deleted.
 */
const database = useReadModelDatabase('task_projection');

const created = (taskId: string, status: TaskStatus = TaskStatus.NotStarted): TaskEvent => ({
  type: 'TaskCreated',
  data: {
    taskId,
    fields: taskFieldsSchema.parse({ subject: 'Call the buyer', status, dueDate: '2026-03-01T09:00:00Z' }),
  },
});
const statusChanged = (taskId: string, from: TaskStatus, to: TaskStatus): TaskEvent => ({
  type: 'TaskStatusChanged',
  data: { taskId, from, to },
});

async function taskRow(taskId: string) {
  return database()
    .selectFrom('tasks')
    .select(['version', 'doc', 'status', 'completed', 'subject', 'linked_at'])
    .where('id', '=', taskId)
    .executeTakeFirst();
}

describe('tasks projection', () => {
  it('records who created the task and keeps `completed` equal to "status is Completed"', async () => {
    const taskId = randomUUID();
    const author = randomUUID();
    const spec = projectionSpec(database(), taskProjection, { actorId: author });
    await spec.given(`task-${taskId}`, created(taskId));
    expect(await taskRow(taskId)).toMatchObject({
      version: 1,
      completed: false,
      doc: {
        completed: false,
        subject: 'Call the buyer',
        createdBy: author,
        companies: [],
        projects: [],
        contacts: [],
      },
    });

    // The column is what the lists filter and sort on; the document's flag is what the API answers.
    await spec.given(`task-${taskId}`, statusChanged(taskId, TaskStatus.NotStarted, TaskStatus.Completed));
    expect(await taskRow(taskId)).toMatchObject({
      status: TaskStatus.Completed,
      completed: true,
      doc: { completed: true },
    });
    await spec.given(`task-${taskId}`, statusChanged(taskId, TaskStatus.Completed, TaskStatus.InProgress));
    expect(await taskRow(taskId)).toMatchObject({
      status: TaskStatus.InProgress,
      completed: false,
      doc: { completed: false },
    });

    const done = randomUUID();
    await spec.given(`task-${done}`, created(done, TaskStatus.Completed));
    expect(await taskRow(done)).toMatchObject({ completed: true, doc: { completed: true } });
  });

  it('lands edits and reassignments on their fields, and a replay brings no older value back', async () => {
    const taskId = randomUUID();
    const [amy, ben] = [randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), taskProjection);
    await spec.given(
      `task-${taskId}`,
      created(taskId),
      { type: 'TaskReassigned', data: { taskId, from: [], to: [amy] } },
      {
        type: 'TaskUpdated',
        data: {
          taskId,
          changes: {
            subject: { from: 'Call the buyer', to: 'Call the buyer back' },
            priority: { from: TaskPriority.Normal, to: TaskPriority.High },
          },
        },
      },
      { type: 'TaskReassigned', data: { taskId, from: [amy], to: [ben, amy] } },
    );
    const expected = {
      version: 4,
      subject: 'Call the buyer back',
      doc: {
        priority: TaskPriority.High,
        assignedTo: [ben, amy],
        description: '',
        dueDate: '2026-03-01T09:00:00.000Z',
      },
    };
    expect(await taskRow(taskId)).toMatchObject(expected);
    const before = await taskRow(taskId);
    await spec.replayAll();
    expect(await taskRow(taskId)).toEqual(before);
  });

  it('links to a parent once, newest first, and an unlink removes the id and its link time', async () => {
    const taskId = randomUUID();
    const [acme, apex] = [randomUUID(), randomUUID()];
    const project = randomUUID();
    const spec = projectionSpec(database(), taskProjection);
    await spec.given(
      `task-${taskId}`,
      created(taskId),
      { type: 'TaskLinked', data: { taskId, to: { type: 'company', id: acme } } },
      { type: 'TaskLinked', data: { taskId, to: { type: 'company', id: apex } } },
      { type: 'TaskLinked', data: { taskId, to: { type: 'project', id: project } } },
      { type: 'TaskLinked', data: { taskId, to: { type: 'company', id: acme } } },
    );
    const linked = await taskRow(taskId);
    expect(linked?.doc).toMatchObject({ companies: [acme, apex], projects: [project] });
    expect(Object.keys(linked?.linked_at ?? {}).sort()).toEqual([acme, apex, project].sort());

    await spec.given(`task-${taskId}`, { type: 'TaskUnlinked', data: { taskId, from: { type: 'company', id: acme } } });
    const unlinked = await taskRow(taskId);
    expect(unlinked?.doc).toMatchObject({ companies: [apex], projects: [project] });
    expect(Object.keys(unlinked?.linked_at ?? {}).sort()).toEqual([apex, project].sort());

    await spec.replayAll();
    expect(await taskRow(taskId)).toEqual(unlinked);
  });

  it('removes a deleted task, and it stays gone on replay', async () => {
    const taskId = randomUUID();
    const spec = projectionSpec(database(), taskProjection);
    await spec.given(`task-${taskId}`, created(taskId), {
      type: 'TaskDeleted',
      data: { taskId, subject: 'Call the buyer', assignedTo: [] },
    });
    expect(await taskRow(taskId)).toBeUndefined();
    await spec.replayAll();
    expect(await taskRow(taskId)).toBeUndefined();
  });
});
