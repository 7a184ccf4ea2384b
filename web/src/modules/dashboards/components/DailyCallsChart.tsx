import type { CallDay } from '@dealbook/contracts';
import { outcomeBars, type OutcomeSeries } from '../../ui/charts/timelineBars.js';
import { OutcomeChart } from '../../console/components/OutcomeChart.js';
import { daysBetween } from '../utils/calendarDays.js';

export interface DailyCallsChartProps {
  days: readonly CallDay[];
  range: { from: string; to: string };
  /** Opens the calls behind a day's outcome; without it the bars are a picture only. */
  onOpen?: (date: string, series: OutcomeSeries) => void;
}

/** Spec §9: calls per firm day stacked by outcome, one bar for every day of the range. */
export function DailyCallsChart({ days, range, onOpen }: DailyCallsChartProps) {
  const bars = outcomeBars(days, daysBetween(range.from, range.to));
  return onOpen ? <OutcomeChart bars={bars} onSegmentClick={onOpen} /> : <OutcomeChart bars={bars} />;
}

/** The chart's frame and legend without bars: as tall as the chart at any width, to hold its place while it loads. */
export const dailyCallsChartShape = <OutcomeChart bars={[]} />;
