import type { MergeableType } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { mergeQueries } from './mergeQueries.js';

/**
 * The preview of merging `merged` into `survivor`. Outside the keys pushes make stale, and never
 * refetched on its own: its versions are what the person saw, sent back so a merge never lands on
 * values they did not see (a 409 then reloads it, in words).
 */
export function useMergePreview(type: MergeableType, survivor: string, merged: string) {
  return useQuery({ ...mergeQueries.preview(type, survivor, merged), enabled: survivor !== '' && merged !== '' });
}
