// @vitest-environment jsdom
import type { ChangeMessage } from '@dealbook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/queryKeys.js';
import { clearToasts } from '../../ui/toaster.js';
import { useClientDecisionToasts } from './useClientDecisionToasts.js';

const decided = (type: string, id: string, state: string, comment = ''): ChangeMessage => ({
  type,
  id,
  version: 4,
  op: 'updated',
  changes: { clientReview: { from: { state: 'awaiting' }, to: { state, comment } } },
});

function renderToasts() {
  const queryClient = new QueryClient();
  // What the project page holds: its purchasers' page and its files.
  queryClient.setQueryData(queryKeys.list('purchase', 'search', 'project=p1'), {
    rows: [{ _id: 'u1', company: { companyName: 'Acme Ltd' } }],
  });
  queryClient.setQueryData(queryKeys.list('attachment', 'search', 'projects=p1'), {
    rows: [{ _id: 'a1', fileName: 'Teaser.pdf' }],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useClientDecisionToasts(), { wrapper }).result.current;
}

const toastTexts = () => [...document.querySelectorAll('.bp6-toast')].map((toast) => toast.textContent);

afterEach(async () => {
  clearToasts();
  await waitFor(() => expect(document.querySelectorAll('.bp6-toast')).toHaveLength(0));
});

describe('useClientDecisionToasts', () => {
  it('names the decided purchaser or document from what the tab holds', async () => {
    const announce = renderToasts();
    announce(decided('purchase', 'u1', 'approved'));
    announce(decided('attachment', 'a1', 'rejected', 'Wrong figures'));
    await waitFor(() =>
      expect(toastTexts()).toEqual(
        expect.arrayContaining(['Client approved Acme Ltd', 'Client rejected Teaser.pdf: Wrong figures']),
      ),
    );
  });
  it('stays quiet on changes that are no decision', async () => {
    const announce = renderToasts();
    announce({ type: 'purchase', id: 'u1', version: 2, op: 'updated', changes: { priority: { from: 0, to: 1 } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastTexts()).toEqual([]);
  });
});
