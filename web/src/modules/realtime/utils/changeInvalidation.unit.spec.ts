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
  it('marks every company list, that company and its history stale, and nothing else', () => {
    const client = new QueryClient();
    const seeded = [
      queryKeys.list('company', 'search', 'limit=50&offset=0&sort=companyName'),
      queryKeys.list('company', 'search', 'companyName=acme&limit=25&offset=0&sort=-revenue'),
      queryKeys.record('company', 'c-1'),
      queryKeys.history('company', 'c-1'),
      queryKeys.record('company', 'c-2'),
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
    expect(stale).toEqual(seeded.slice(0, 4));
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
    expect(coalescedInvalidationKeys(message('note'))).toEqual([]);
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
