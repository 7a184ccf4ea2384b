import type { ReportName, ScheduleReportBody } from '@dealbook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteReportSchedule, getReportSchedules, scheduleReport } from '../../api/reportSchedulesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** A schedule's runs happen on the server: the log is read again every half minute while the page is open. */
const runsRefetchMs = 30_000;

export const reportScheduleQueries = {
  ofReport: (report: ReportName) =>
    queryOptions({
      queryKey: queryKeys.list('report-schedule', report),
      queryFn: ({ signal }) => getReportSchedules(report, signal),
      refetchInterval: runsRefetchMs,
    }),
};

export function useReportSchedules(report: ReportName) {
  return useQuery(reportScheduleQueries.ofReport(report));
}

export function useScheduleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleReportBody) => scheduleReport(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('report-schedule') }),
  });
}

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteReportSchedule(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('report-schedule') }),
  });
}
