import { describe, expect, it } from 'vitest';
import {
  TaskPriority,
  TaskStatus,
  taskFieldsSchema,
  type TaskCommand,
  type TaskEvent,
  type TaskFields,
  type TaskLookups,
} from '@dealbook/contracts';
import { taskDecider } from './task.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const taskId = '0193a000-0000-7000-8000-000000000101';
const ann = '0193a000-0000-7000-8000-0000000000a1';
const bob = '0193a000-0000-7000-8000-0000000000b2';
const acme = '0193a000-0000-7000-8000-0000000000c1';
const globex = '0193a000-0000-7000-8000-0000000000c2';
const none: TaskLookups = { unknownAssignees: [], unknownLinks: [] };

const fields = (overrides: Partial<TaskFields> = {}): TaskFields => ({
  ...taskFieldsSchema.parse({ subject: 'Send the NDA', dueDate: '2026-12-01T09:00:00Z' }),
  ...overrides,
});
const created = (overrides: Partial<TaskFields> = {}): TaskEvent => ({
  type: 'TaskCreated',
  data: { taskId, fields: fields(overrides) },
});
const linked = (id: string): TaskEvent => ({ type: 'TaskLinked', data: { taskId, to: { type: 'company', id } } });

const given = deciderSpec(taskDecider);

const update = (changes: Partial<TaskFields>, extra: Partial<Extract<TaskCommand, { type: 'UpdateTask' }>> = {}) =>
  ({ type: 'UpdateTask', taskId, changes, links: {}, lookups: none, ...extra }) as TaskCommand;

describe('task decider', () => {
  describe('CreateTask', () => {
    it('starts Not Started, Normal, and records its initial links so the first given ends up first', () => {
      const events = given()
        .when({
          type: 'CreateTask',
          taskId,
          fields: fields({ assignedTo: [ann] }),
          links: [
            { type: 'company', id: acme },
            { type: 'company', id: globex },
          ],
          lookups: none,
        })
        .events();
      expect(events).toEqual([created({ assignedTo: [ann] }), linked(globex), linked(acme)]);
      expect(fields().status).toBe(TaskStatus.NotStarted);
      expect(fields().priority).toBe(TaskPriority.Normal);
      const state = events.reduce(taskDecider.evolve, taskDecider.initialState);
      expect(state.links.company).toEqual([acme, globex]);
    });

    it('refuses an assignee who is not an active staff user', () => {
      const error = given()
        .when({
          type: 'CreateTask',
          taskId,
          fields: fields({ assignedTo: [ann, bob] }),
          links: [],
          lookups: { unknownAssignees: [bob], unknownLinks: [] },
        })
        .thenRefuses();
      expect(error.code).toBe('validation');
      expect(error.details).toEqual({ assignedTo: `not an active staff user: ${bob}` });
    });

    it('refuses a link to a company that does not exist', () => {
      const error = given()
        .when({
          type: 'CreateTask',
          taskId,
          fields: fields(),
          links: [{ type: 'company', id: acme }],
          lookups: { unknownAssignees: [], unknownLinks: [{ type: 'company', id: acme }] },
        })
        .thenRefuses();
      expect(error.code).toBe('validation');
      expect(error.details).toEqual({ companies: `no company ${acme}` });
    });

    it('refuses a blank subject and a reused id', () => {
      const blank: TaskCommand = {
        type: 'CreateTask',
        taskId,
        fields: fields({ subject: ' ' }),
        links: [],
        lookups: none,
      };
      given().when(blank).thenRefuses({ code: 'validation' });
      const again: TaskCommand = { type: 'CreateTask', taskId, fields: fields(), links: [], lookups: none };
      given(created()).when(again).thenRefuses({ code: 'conflict' });
    });
  });

  describe('UpdateTask', () => {
    it('names a status transition with from and to', () => {
      given(created())
        .when(update({ status: TaskStatus.Completed }))
        .then([{ type: 'TaskStatusChanged', data: { taskId, from: TaskStatus.NotStarted, to: TaskStatus.Completed } }]);
    });

    it('keeps the status after completion and reopening, so completed follows it', () => {
      const completed: TaskEvent = {
        type: 'TaskStatusChanged',
        data: { taskId, from: TaskStatus.NotStarted, to: TaskStatus.Completed },
      };
      const { state } = given(created(), completed);
      expect(state.fields?.status).toBe(TaskStatus.Completed);
      given(created(), completed)
        .when(update({ status: TaskStatus.InProgress }))
        .then([{ type: 'TaskStatusChanged', data: { taskId, from: TaskStatus.Completed, to: TaskStatus.InProgress } }]);
    });

    it('records a reassignment with both lists, and nothing when only the order differs', () => {
      const history = given(created({ assignedTo: [ann] }));
      history
        .when(update({ assignedTo: [bob] }))
        .then([{ type: 'TaskReassigned', data: { taskId, from: [ann], to: [bob] } }]);
      const both = given(created({ assignedTo: [ann, bob] }));
      both.when(update({ assignedTo: [bob, ann] })).then([]);
    });

    it('refuses a newly added unknown assignee but keeps one already assigned', () => {
      const history = given(created({ assignedTo: [ann] }));
      const lookups = { unknownAssignees: [ann, bob], unknownLinks: [] };
      history.when(update({ assignedTo: [ann, bob] }, { lookups })).thenRefuses({ code: 'validation' });
      history
        .when(update({ assignedTo: [ann], subject: 'Renamed' }, { lookups }))
        .then([
          { type: 'TaskUpdated', data: { taskId, changes: { subject: { from: 'Send the NDA', to: 'Renamed' } } } },
        ]);
    });

    it('replaces a named link list with link and unlink events', () => {
      const history = given(created(), linked(acme));
      history
        .when(update({}, { links: { company: [globex] } }))
        .then([{ type: 'TaskUnlinked', data: { taskId, from: { type: 'company', id: acme } } }, linked(globex)]);
    });

    it('records only what changes and refuses an unknown or deleted task', () => {
      given(created())
        .when(update({ subject: 'Send the NDA', priority: TaskPriority.Normal }))
        .then([]);
      expect(
        given()
          .when(update({ subject: 'x' }))
          .thenRefuses().code,
      ).toBe('not_found');
      const deleted: TaskEvent = { type: 'TaskDeleted', data: { taskId, subject: 'Send the NDA', assignedTo: [] } };
      expect(
        given(created(), deleted)
          .when(update({ subject: 'x' }))
          .thenRefuses().code,
      ).toBe('not_found');
    });
  });

  describe('DeleteTask', () => {
    it('names the assignees, so their badges can be told', () => {
      given(created({ assignedTo: [ann] }))
        .when({ type: 'DeleteTask', taskId })
        .then([{ type: 'TaskDeleted', data: { taskId, subject: 'Send the NDA', assignedTo: [ann] } }]);
    });
  });
});
