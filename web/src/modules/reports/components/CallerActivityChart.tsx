import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { communicationQueries } from '../../communications/hooks/communicationQueries.js';
import { OutcomeChart } from '../../console/components/OutcomeChart.js';
import { daysFromTo, outcomeBars } from '../../ui/charts/timelineBars.js';
import { Notice } from '../../ui/components/Notice.js';

export interface CallerActivityChartProps {
  caller: string;
  /** 'YYYY-MM-DD' days, both included. */
  from: string;
  to: string;
}

/** The most days a chart draws: beyond it, the last ones (the table holds every day). */
const ChartDays = 92;

/** Spec §7.9's timeline of a caller's period as §9's stacked bars ('MMM DD', the outcomes' colours). */
export function CallerActivityChart({ caller, from, to }: CallerActivityChartProps) {
  const days = daysFromTo(from, to).slice(-ChartDays);
  const first = days[0] ?? from;
  const range = {
    from: new Date(`${first}T00:00:00`).toISOString(),
    to: new Date(`${days.at(-1) ?? to}T23:59:59.999`).toISOString(),
  };
  const timeline = useQuery(communicationQueries.timeline(caller, to, range.from, range.to));
  if (timeline.isPending) return <Spinner size={24} aria-label="Loading the chart" />;
  if (timeline.isError) {
    return (
      <Notice intent="danger" title="The chart could not be loaded">
        {errorMessage(timeline.error)}
      </Notice>
    );
  }
  return (
    <figure className="db-report-chart" aria-label="Calls per day by outcome">
      <OutcomeChart bars={outcomeBars(timeline.data, days)} />
      {days.length === ChartDays && <figcaption>The last {ChartDays} days of the period.</figcaption>}
    </figure>
  );
}
