import type { ChangeMessage } from '@dealbook/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/queryKeys.js';
import { coalescedInvalidationKeys, invalidationKeys, isChangeMessage, staleKeysOf } from './changeInvalidation.js';

const change: ChangeMessage = {
  type: 'company',
  id: 'c-1',
  version: 4,
  op: 'updated',
  changes: { city: { from: 'London', to: 'Leeds' } },
};

describe('invalidationKeys', () => {
  it('marks every company list, that company, its history and its timeline stale, and nothing else', () => {
    const client = new QueryClient();
    const seeded = [
      queryKeys.list('company', 'search', 'limit=50&offset=0&sort=companyName'),
      queryKeys.list('company', 'search', 'companyName=acme&limit=25&offset=0&sort=-revenue'),
      queryKeys.record('company', 'c-1'),
      queryKeys.history('company', 'c-1'),
      queryKeys.timeline('company', 'c-1', 'calls'),
      queryKeys.record('company', 'c-2'),
      queryKeys.timeline('company', 'c-2', 'calls'),
      queryKeys.history('company', 'c-2'),
      queryKeys.list('contact', 'search', 'limit=50'),
      queryKeys.record('contact', 'c-1'),
    ];
    for (const key of seeded) client.setQueryData(key, { any: 'data' });

    for (const queryKey of invalidationKeys(change)) void client.invalidateQueries({ queryKey });

    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual(seeded.slice(0, 5));
  });
});

describe('invalidationKeys of deal-management changes', () => {
  const staleAfter = (message: ChangeMessage, seeded: readonly (readonly unknown[])[]) => {
    const client = new QueryClient();
    for (const key of seeded) client.setQueryData(key, { any: 'data' });
    for (const queryKey of invalidationKeys(message)) void client.invalidateQueries({ queryKey });
    return client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  };

  it('a logged communication refreshes the purchasers it is the last contact of, and the caller charts', () => {
    const seeded = [
      queryKeys.list('communication', 'timeline', 'u-1', '2026-03-07', 14),
      queryKeys.list('purchase', 'search', 'project=p-1&limit=500&offset=0'),
      queryKeys.record('purchase', 'pu-1'),
      queryKeys.list('project', 'console', ''),
    ];
    const message: ChangeMessage = { type: 'communication', id: 'cm-1', version: 1, op: 'created', changes: {} };
    expect(staleAfter(message, seeded)).toEqual(seeded.slice(0, 3));
  });

  it("a purchaser added refreshes its project's record (the purchaser count) and history, not the communications", () => {
    const seeded = [
      queryKeys.list('purchase', 'search', 'project=p-1&limit=500&offset=0'),
      queryKeys.record('project', 'p-1'),
      queryKeys.history('project', 'p-1'),
      queryKeys.list('communication', 'timeline', 'u-1', '2026-03-07', 14),
    ];
    const message: ChangeMessage = { type: 'purchase', id: 'pu-2', version: 1, op: 'created', changes: {} };
    expect(staleAfter(message, seeded)).toEqual(seeded.slice(0, 3));
  });

  it("a client's decision, a shared document, a stage or a payment refreshes the client's portal", () => {
    const portal = [
      queryKeys.clientPortalQuery('projects'),
      queryKeys.clientPortalQuery('status', 'p-1'),
      queryKeys.clientPortalQuery('approvals'),
    ];
    const others = [queryKeys.list('company', 'search', 'limit=50'), queryKeys.record('contact', 'c-1')];
    for (const type of ['purchase', 'attachment', 'project', 'payment']) {
      const message: ChangeMessage = { type, id: 'x-1', version: 3, op: 'updated', changes: {} };
      expect(staleAfter(message, [...portal, ...others]), type).toEqual(portal);
    }
  });

  it('a purchaser or a document moved by the client refreshes the overdue approvals, a project change does not', () => {
    const overdue = [queryKeys.overdueApprovalsOf('project', 'p-1'), queryKeys.overdueApprovalsOf('firm')];
    for (const type of ['purchase', 'attachment']) {
      const message: ChangeMessage = { type, id: 'x-1', version: 3, op: 'updated', changes: {} };
      expect(staleAfter(message, overdue), type).toEqual(overdue);
    }
    const project: ChangeMessage = { type: 'project', id: 'p-1', version: 3, op: 'updated', changes: {} };
    expect(staleAfter(project, overdue)).toEqual([]);
  });
});

describe('invalidationKeys of renames', () => {
  const callLists = [
    queryKeys.list('communication', 'search', 'projects=p-1&limit=100&offset=0&sort=-commsDate'),
    queryKeys.list('communication', 'latest', 'u-1', '2026-03-07', 'from', 'to', 20),
    queryKeys.dashboard('calls', 'caller=u-1'),
  ];
  const charts = [
    queryKeys.list('communication', 'timeline', 'u-1', '2026-03-07', 14),
    queryKeys.list('communication', 'summary', 'u-1'),
    queryKeys.dashboard('board', 'team', 'week'),
  ];
  const staleCallLists = (message: ChangeMessage) => {
    const client = new QueryClient();
    for (const key of [...callLists, ...charts]) client.setQueryData(key, { any: 'data' });
    for (const queryKey of invalidationKeys(message)) void client.invalidateQueries({ queryKey });
    return client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  };
  const edit = (type: string, field: string, op: ChangeMessage['op'] = 'updated'): ChangeMessage => ({
    type,
    id: 'x-1',
    version: 5,
    op,
    changes: op === 'deleted' ? {} : { [field]: { from: 'Old', to: 'New' } },
  });

  it("a company, contact or project renamed refreshes every list of calls (they show its name), not the callers' charts", () => {
    for (const [type, field] of [
      ['company', 'companyName'],
      ['contact', 'firstName'],
      ['contact', 'lastName'],
      ['project', 'projectName'],
    ] as const) {
      expect(staleCallLists(edit(type, field)), `${type}.${field}`).toEqual(callLists);
      expect(staleCallLists(edit(type, field, 'deleted')), `${type} deleted`).toEqual(callLists);
    }
  });

  it('other edits of those records leave the lists of calls alone', () => {
    for (const [type, field] of [
      ['company', 'city'],
      ['contact', 'email'],
      ['project', 'status'],
      ['task', 'title'],
    ] as const) {
      expect(staleCallLists(edit(type, field)), `${type}.${field}`).toEqual([]);
    }
  });
});

describe('isChangeMessage', () => {
  it('accepts the gateway message', () => {
    expect(isChangeMessage(change)).toBe(true);
    expect(isChangeMessage({ ...change, op: 'deleted', changes: {} })).toBe(true);
  });

  it('rejects malformed pushes instead of invalidating on them', () => {
    expect(isChangeMessage(null)).toBe(false);
    expect(isChangeMessage('company')).toBe(false);
    expect(isChangeMessage({ ...change, type: '' })).toBe(false);
    expect(isChangeMessage({ ...change, id: 42 })).toBe(false);
    expect(isChangeMessage({ ...change, version: '4' })).toBe(false);
    expect(isChangeMessage({ ...change, op: 'renamed' })).toBe(false);
    expect(isChangeMessage({ ...change, changes: 'city' })).toBe(false);
    expect(isChangeMessage({ ...change, changes: { city: 'York' } })).toBe(false);
  });
});

describe('coalescedInvalidationKeys', () => {
  const message = (type: string): ChangeMessage => ({ type, id: 'x-1', version: 2, op: 'updated', changes: {} });

  it('makes every dashboard stale on the changes the dashboards count', () => {
    for (const type of ['communication', 'project', 'purchase', 'task', 'user']) {
      const client = new QueryClient();
      const seeded = [
        queryKeys.dashboard('my-day'),
        queryKeys.dashboard('board', 'team', 'week'),
        queryKeys.dashboard('calls', 'caller=u-1'),
        queryKeys.list('company', 'search'),
      ];
      for (const key of seeded) client.setQueryData(key, { any: 'data' });
      for (const queryKey of coalescedInvalidationKeys(message(type))) void client.invalidateQueries({ queryKey });
      const stale = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey);
      expect(stale, type).toEqual(seeded.slice(0, 3));
    }
  });

  it('leaves the dashboards alone on changes they do not count', () => {
    expect(coalescedInvalidationKeys(message('company'))).toEqual([]);
    expect(coalescedInvalidationKeys(message('note'))).not.toContainEqual(queryKeys.dashboards());
  });

  it("makes every open record timeline stale on a change of a record a timeline shows (a company's new note)", () => {
    const client = new QueryClient();
    const seeded = [
      queryKeys.timeline('company', 'c-1', undefined),
      queryKeys.timeline('contact', 'p-1', 'notes'),
      queryKeys.history('company', 'c-1'),
    ];
    for (const key of seeded) client.setQueryData(key, { any: 'data' });
    for (const queryKey of coalescedInvalidationKeys(message('note'))) void client.invalidateQueries({ queryKey });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual(seeded.slice(0, 2));
    expect(coalescedInvalidationKeys(message('user'))).not.toContainEqual(queryKeys.timelines());
  });

  it("makes the same queries stale after this tab's own write as after the push of that write", () => {
    expect(staleKeysOf('communication', 'x-1')).toEqual(invalidationKeys(message('communication')));
    // A write whose id is not known yet (a mass log): the lists and what it shows elsewhere.
    expect(staleKeysOf('communication')).toEqual([
      queryKeys.lists('communication'),
      queryKeys.lists('purchase'),
      queryKeys.records('purchase'),
      queryKeys.histories('project'),
    ]);
  });
});
