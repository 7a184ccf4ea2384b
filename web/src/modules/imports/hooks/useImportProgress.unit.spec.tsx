// @vitest-environment jsdom
import { emptyImportCounts, type Import, type ImportProgressMessage } from '@dealbook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ImportProgressListener, RealtimeClient } from '../../realtime/realtimeClient.js';
import { RealtimeContext } from '../../realtime/realtimeContext.js';
import { useImportProgress } from './useImportProgress.js';

const running: Import = {
  _id: 'imp-1',
  version: 4,
  kind: 'companies',
  fileName: 'firms.xlsx',
  fileSize: 1000,
  format: 'xlsx',
  headers: ['Name'],
  mapping: { columns: ['companyName'], matchOn: 'companyName', mode: 'both' },
  mappingRemembered: false,
  state: 'running',
  checked: { ...emptyImportCounts(), rows: 100, create: 100 },
  done: emptyImportCounts(),
  undone: 0,
  progress: { phase: 'run', rowsDone: 10, rowsTotal: 100, rowsPerSecond: 5, secondsLeft: 18 },
  failure: null,
  hasErrors: false,
  fileDeleted: false,
  startedBy: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

/** A socket stand-in: the hook's listener, by import id, for the test to push to. */
function fakeRealtime() {
  const listeners = new Map<string, ImportProgressListener>();
  const client = {
    watchImportProgress: (id: string, listener: ImportProgressListener) => {
      listeners.set(id, listener);
      return () => listeners.delete(id);
    },
  } as unknown as RealtimeClient;
  return { client, push: (message: ImportProgressMessage) => listeners.get(message.importId)?.(message), listeners };
}

function setup(imp: Import) {
  const realtime = fakeRealtime();
  const queryClient = new QueryClient();
  queryClient.setQueryData(['import', 'record', imp._id], imp);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeContext value={realtime.client}>{children}</RealtimeContext>
    </QueryClientProvider>
  );
  const hook = renderHook(({ current }) => useImportProgress(current), { wrapper, initialProps: { current: imp } });
  const stale = () => queryClient.getQueryState(['import', 'record', imp._id])?.isInvalidated;
  return { ...realtime, hook, stale };
}

const pushed = (changes: Partial<ImportProgressMessage>): ImportProgressMessage => ({
  importId: 'imp-1',
  phase: 'run',
  rowsDone: 40,
  rowsTotal: 100,
  rowsPerSecond: 20,
  secondsLeft: 3,
  state: 'running',
  done: { ...emptyImportCounts(), rows: 40, create: 40 },
  ...changes,
});

describe('an import’s live progress', () => {
  it('starts from what the import said, then follows the pushes', () => {
    const { hook, push } = setup(running);
    expect(hook.result.current?.rowsDone).toBe(10);
    act(() => push(pushed({})));
    expect(hook.result.current).toMatchObject({ rowsDone: 40, rowsPerSecond: 20, done: { create: 40 } });
  });

  it('refetches the import when a push says its work has moved on', () => {
    const { hook, push, stale } = setup(running);
    expect(stale()).toBe(false);
    act(() => push(pushed({ state: 'finished', rowsDone: 100 })));
    expect(stale()).toBe(true);
    // A push of another phase is not this one's progress.
    expect(hook.result.current?.rowsDone).toBe(10);
  });

  it('is nothing once no work runs, and stops listening when the page goes', () => {
    const { hook, listeners } = setup(running);
    hook.rerender({ current: { ...running, state: 'finished', progress: null } });
    expect(hook.result.current).toBeNull();
    hook.unmount();
    expect(listeners.size).toBe(0);
  });
});
