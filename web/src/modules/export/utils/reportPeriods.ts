/** A period of a server report, as the instants the routes take. */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

const startOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate());
const endOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
const yesterdayOf = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);

/** Spec §9: the caller report covers the previous day (the caller's own calendar day). */
export function callerReportPeriod(now = new Date()): ReportPeriod {
  const yesterday = yesterdayOf(now);
  return { from: startOfDay(yesterday), to: endOfDay(yesterday) };
}

/** Spec §7.6, §9: the project communications report runs from the start of yesterday to the end of today. */
export function projectCommunicationsReportPeriod(now = new Date()): ReportPeriod {
  return { from: startOfDay(yesterdayOf(now)), to: endOfDay(now) };
}
