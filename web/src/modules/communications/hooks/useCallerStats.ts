import { useQuery } from '@tanstack/react-query';
import { dayKey, dayRange } from '../../ui/charts/timelineBars.js';
import { communicationQueries } from './communicationQueries.js';

/**
 * A caller's timeline over the last `days` days and their totals. Both sit under the
 * communication lists, so every communication push (and the caller's own logs) refreshes them.
 * The range is keyed by today's date so the chart moves on at midnight.
 */
export function useCallerStats(userId: string, days: number) {
  const today = dayKey(new Date());
  const { from, to } = dayRange(days);
  const timeline = useQuery(communicationQueries.timeline(userId, today, from, to));
  const summary = useQuery(communicationQueries.summary(userId));
  return { timeline, summary };
}
