import { listRoom, type ReportName, type ScheduleReportBody } from '@dealbook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeReportSchedule,
  deleteReportSchedule,
  getReportSchedules,
  scheduleReport,
} from '../../api/reportSchedulesApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

export const reportScheduleQueries = {
  ofReport: (report: ReportName) =>
    queryOptions({
      // Under the schedules' list key: a run's events, pushed to list:schedule, refresh the log.
      queryKey: queryKeys.list('schedule', report),
      queryFn: ({ signal }) => getReportSchedules(report, signal),
    }),
};

const scheduleRooms = [listRoom('schedule')];

export function useReportSchedules(report: ReportName) {
  useRooms(scheduleRooms);
  return useQuery(reportScheduleQueries.ofReport(report));
}

export function useScheduleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleReportBody) => scheduleReport(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('schedule') }),
  });
}

export function useChangeReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: string; body: ScheduleReportBody; version: number }) =>
      changeReportSchedule(id, body, version),
    // Settled, not only succeeded: a conflict's "Reload their version" shows the list refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('schedule') }),
  });
}

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteReportSchedule(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('schedule') }),
  });
}
