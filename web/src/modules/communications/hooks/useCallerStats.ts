import { useQuery } from '@tanstack/react-query';
import { getCommunicationsSummary, getCommunicationTimelines } from '../../api/communicationsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { dayKey, dayRange } from '../../ui/charts/timelineBars.js';

/**
 * A caller's timeline over the last `days` days and their totals. Both sit under the
 * communication lists, so every communication push (and the caller's own logs) refreshes them.
 * The range is keyed by today's date so the chart moves on at midnight.
 */
export function useCallerStats(userId: string, days: number) {
  const today = dayKey(new Date());
  const timeline = useQuery({
    queryKey: queryKeys.list('communication', 'timeline', userId, today, days),
    queryFn: ({ signal }) => {
      const { from, to } = dayRange(days);
      return getCommunicationTimelines(userId, from, to, signal);
    },
  });
  const summary = useQuery({
    queryKey: queryKeys.list('communication', 'summary', userId),
    queryFn: ({ signal }) => getCommunicationsSummary(userId, signal),
  });
  return { timeline, summary };
}
