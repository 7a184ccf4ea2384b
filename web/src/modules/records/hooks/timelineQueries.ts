import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TimelineKind, TimelinePage } from '@dealbook/contracts';
import { getRecordTimeline } from '../../api/historyApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/**
 * A record's activity timeline, one kind or all, page by page ("Show older" asks for the next):
 * under the timeline keys that the record's own pushes and its linked records' pushes refresh.
 */
export const timelineQueries = {
  pages: (type: string, id: string, kind: TimelineKind | undefined) =>
    infiniteQueryOptions({
      queryKey: queryKeys.timeline(type, id, kind ?? 'all'),
      queryFn: ({ pageParam, signal }) => getRecordTimeline(type, id, { kind, before: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page: TimelinePage) => page.next ?? undefined,
    }),
};
