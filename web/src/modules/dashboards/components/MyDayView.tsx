import '../../communications/communications.css';
import '../../console/console.css';
import '../dashboards.css';
import type { MyDay } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { callsPath } from '../utils/callsFilter.js';
import { actionMix, outcomeMix, pointsOf, type MixSegment } from '../utils/dayMix.js';
import { CallbacksList } from './CallbacksList.js';
import { ChangesList } from './ChangesList.js';
import { DailyCallsChart, dailyCallsChartShape } from './DailyCallsChart.js';
import { DashboardCard } from './DashboardCard.js';
import { MilestonesSummary } from './MilestonesSummary.js';
import { MixBar } from './MixBar.js';
import { ProjectStagesTable } from './ProjectStagesTable.js';
import { TargetProgressBar } from './TargetProgressBar.js';
import { TasksSummary } from './TasksSummary.js';

export interface MyDayViewProps {
  /** The caller's day, or the query's state while it loads or fails. */
  myDay: { data: MyDay | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The dashboard's own address; its drill-downs open beneath it. */
  dashboardPath: string;
  consolePath: string;
  tasksPath?: string;
  projectPath: (projectId: string) => string;
  /** Staff see what others changed on their records since their last visit (external callers do not). */
  showChanges?: boolean;
}

/**
 * A caller's own day, the same for staff (/dashboard) and external callers (/ext/dashboard):
 * calls against the target, today's mix, two weeks of bars that open the calls they count,
 * callbacks, tasks, this week's milestones and the projects with their stages.
 */
export function MyDayView({
  myDay,
  dashboardPath,
  consolePath,
  tasksPath,
  projectPath,
  showChanges = false,
}: MyDayViewProps) {
  const navigate = useNavigate();
  const day = myDay.data;
  const today = day ? pointsOf(day.days, day.today) : [];
  const todayCalls = (segment: MixSegment) =>
    day
      ? callsPath(dashboardPath, { caller: day.userId, from: day.today, to: day.today, ...segment.filter })
      : dashboardPath;

  // Each card's loadingHeight is its content's height on a typical day (the demo data at 1440 px):
  // the skeletons hold the page's layout while the day loads, so nothing below jumps (issue 33).
  return (
    <div className="db-dash">
      <div className="db-dash-grid">
        <DashboardCard title="Calls today" state={myDay} loadingHeight={56}>
          {day && (
            <>
              <span className="db-dash-figure" data-testid="my-calls-today">
                {day.callsToday}
              </span>
              <TargetProgressBar done={day.callsToday} target={day.targets.callsPerDay} label="Calls today" />
            </>
          )}
        </DashboardCard>
        <DashboardCard title="Today's mix" state={myDay} loadingHeight={18}>
          {day &&
            (today.length === 0 ? (
              <span className="db-muted">No calls logged yet today.</span>
            ) : (
              <>
                <MixBar label="Outcomes today" segments={outcomeMix(today)} linkOf={todayCalls} />
                <MixBar label="Actions today" segments={actionMix(today)} linkOf={todayCalls} />
              </>
            ))}
        </DashboardCard>
        <DashboardCard title="This week" state={myDay} loadingHeight={121}>
          {day && (
            <>
              <MilestonesSummary milestones={day.milestonesThisWeek} weekRange={day.weekRange} />
              <TargetProgressBar
                done={day.ndasThisMonth}
                target={day.targets.ndasPerMonth}
                label="NDAs this month"
                showLabel
              />
            </>
          )}
        </DashboardCard>
      </div>
      <DashboardCard title="My calls, last 14 days" state={myDay} loadingShape={dailyCallsChartShape}>
        {day && (
          <DailyCallsChart
            days={day.days}
            range={day.dayRange}
            onOpen={(date, series) =>
              void navigate(callsPath(dashboardPath, { caller: day.userId, from: date, to: date, outcome: series }))
            }
          />
        )}
      </DashboardCard>
      <div className="db-dash-grid db-dash-grid--wide">
        <DashboardCard title="Callbacks due" state={myDay} loadingHeight={114}>
          {day && <CallbacksList callbacks={day.callbacks} consolePath={consolePath} />}
        </DashboardCard>
        <DashboardCard title="My tasks" state={myDay} loadingHeight={316}>
          {day && <TasksSummary tasks={day.tasks} {...(tasksPath ? { tasksPath } : {})} />}
        </DashboardCard>
      </div>
      {showChanges && (
        <DashboardCard title="Changed since your last visit" state={myDay} loadingHeight={392}>
          {day && <ChangesList changes={day.changes} since={day.changesSince} />}
        </DashboardCard>
      )}
      <DashboardCard title="My projects" state={myDay} loadingHeight={227}>
        {day && <ProjectStagesTable label="My projects" projects={day.projects} projectPath={projectPath} limit={15} />}
      </DashboardCard>
    </div>
  );
}
