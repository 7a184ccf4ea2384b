import type { ReportName } from '@dealbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getReport } from '../../api/reportsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/**
 * A live report sits with the dashboards, so the pushes that move them (calls, projects,
 * purchasers, tasks) refresh it too; a report as of a past instant never changes.
 */
export const reportQueries = {
  report: (name: ReportName, query: string) =>
    queryOptions({
      queryKey: new URLSearchParams(query).has('asOf')
        ? queryKeys.reportAsOf(name, query)
        : queryKeys.dashboard('report', name, query),
      queryFn: ({ signal }) => getReport(name, query, signal),
      placeholderData: keepPreviousData,
      staleTime: new URLSearchParams(query).has('asOf') ? Infinity : 0,
    }),
};

export function useReport(name: ReportName, query: string | null) {
  return useQuery({ ...reportQueries.report(name, query ?? ''), enabled: query !== null });
}
