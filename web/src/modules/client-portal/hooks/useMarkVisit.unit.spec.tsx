// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markClientVisit } from '../../api/clientPortalApi.js';
import { useMarkVisit } from './useMarkVisit.js';

vi.mock('../../api/clientPortalApi.js', () => ({ markClientVisit: vi.fn(() => Promise.resolve('')) }));
const marked = vi.mocked(markClientVisit);

beforeEach(() => marked.mockClear());

describe('useMarkVisit', () => {
  it('marks the visit once the status loaded, once per page view, and again for another project', () => {
    const hook = renderHook(({ id, loaded }) => useMarkVisit(id, loaded), {
      initialProps: { id: 'p-1' as string | undefined, loaded: false },
    });
    expect(marked).not.toHaveBeenCalled();
    hook.rerender({ id: 'p-1', loaded: true });
    // A live refetch (loaded flips back and forth) is the same page view.
    hook.rerender({ id: 'p-1', loaded: false });
    hook.rerender({ id: 'p-1', loaded: true });
    expect(marked.mock.calls).toEqual([['p-1']]);
    hook.rerender({ id: 'p-2', loaded: true });
    expect(marked.mock.calls).toEqual([['p-1'], ['p-2']]);
  });

  it('marks nothing without a project', () => {
    renderHook(() => useMarkVisit(undefined, true));
    expect(marked).not.toHaveBeenCalled();
  });
});
