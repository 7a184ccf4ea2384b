import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { LegendOrdinal } from '@visx/legend';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarStack } from '@visx/shape';
import type { KeyboardEvent } from 'react';
import { outcomeColour, shortOutcome } from '../../ui/labels/communicationLabels.js';
import { outcomeSeries, type DayBar, type OutcomeSeries } from '../../ui/charts/timelineBars.js';

export interface OutcomeChartProps {
  bars: readonly DayBar[];
  height?: number;
  /** Makes each segment a button (click, Enter or Space) that opens the calls it counts. */
  onSegmentClick?: (date: string, series: OutcomeSeries) => void;
}

const margin = { top: 16, right: 8, bottom: 28, left: 32 };
const seriesName = (series: OutcomeSeries) => (series === 'none' ? 'No outcome' : shortOutcome(series));
const seriesColour = (series: OutcomeSeries) => outcomeColour(series === 'none' ? null : series);
type Row = Record<OutcomeSeries, number> & { date: string; label: string };

/** Spec §9: the caller's daily counts as bars stacked by outcome, in the outcomes' colours. */
export function OutcomeChart({ bars, height = 220, onSegmentClick }: OutcomeChartProps) {
  const rows: Row[] = bars.map((bar) => ({ ...bar.counts, date: bar.date, label: bar.label }));
  const max = Math.max(1, ...bars.map((bar) => bar.total));
  const legendScale = scaleOrdinal<string, string>({
    domain: outcomeSeries.map(seriesName),
    range: outcomeSeries.map(seriesColour),
  });
  const described = bars.map((bar) => `${bar.label}: ${bar.total}`).join(', ');

  return (
    <figure className="db-outcome-chart">
      {/* ParentSize fills its parent absolutely: the parent holds the chart's height. */}
      <div style={{ height }}>
        <ParentSize debounceTime={50}>
          {({ width }) => {
            const innerWidth = Math.max(0, width - margin.left - margin.right);
            const innerHeight = height - margin.top - margin.bottom;
            const x = scaleBand<string>({ domain: rows.map((r) => r.date), range: [0, innerWidth], padding: 0.25 });
            const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
            const every = Math.ceil(rows.length / Math.max(1, Math.floor(innerWidth / 48)));
            return (
              // An image's parts are hidden from assistive technology: with segments to open it is a group.
              <svg
                width={width}
                height={height}
                role={onSegmentClick ? 'group' : 'img'}
                aria-label={`Calls per day by outcome. ${described}`}
              >
                <Group left={margin.left} top={margin.top}>
                  <BarStack<Row, OutcomeSeries>
                    data={rows}
                    keys={[...outcomeSeries]}
                    x={(r) => r.date}
                    xScale={x}
                    yScale={y}
                    color={seriesColour}
                  >
                    {(stacks) =>
                      stacks.flatMap((stack) =>
                        stack.bars
                          .filter((bar) => bar.height > 0)
                          .map((bar) => {
                            const title = `${bar.bar.data.label} · ${seriesName(stack.key)}: ${bar.bar.data[stack.key]}`;
                            const open = onSegmentClick && (() => onSegmentClick(bar.bar.data.date, stack.key));
                            return (
                              <rect
                                key={`${stack.key}-${bar.index}`}
                                x={bar.x}
                                y={bar.y}
                                width={bar.width}
                                height={bar.height}
                                fill={bar.color}
                                data-day={bar.bar.data.date}
                                data-series={stack.key}
                                data-count={bar.bar.data[stack.key]}
                                {...(open && {
                                  role: 'button',
                                  tabIndex: 0,
                                  'aria-label': `Show the calls of ${title}`,
                                  className: 'db-outcome-chart__segment',
                                  onClick: open,
                                  onKeyDown: (event: KeyboardEvent) => {
                                    if (event.key !== 'Enter' && event.key !== ' ') return;
                                    event.preventDefault();
                                    open();
                                  },
                                })}
                              >
                                <title>{title}</title>
                              </rect>
                            );
                          }),
                      )
                    }
                  </BarStack>
                  {bars.map((bar) =>
                    bar.total > 0 ? (
                      <text
                        key={bar.date}
                        x={(x(bar.date) ?? 0) + x.bandwidth() / 2}
                        y={y(bar.total) - 4}
                        textAnchor="middle"
                        fontSize={10}
                        className="db-outcome-chart__total"
                        data-day={bar.date}
                      >
                        {bar.total}
                      </text>
                    ) : null,
                  )}
                  <AxisLeft scale={y} numTicks={Math.min(5, max)} tickFormat={(v) => String(v)} />
                  <AxisBottom
                    top={innerHeight}
                    scale={x}
                    tickFormat={(date) => rows.find((r) => r.date === date)?.label ?? date}
                    tickValues={rows.filter((_, i) => (rows.length - 1 - i) % every === 0).map((r) => r.date)}
                  />
                </Group>
              </svg>
            );
          }}
        </ParentSize>
      </div>
      <LegendOrdinal scale={legendScale} direction="row" itemMargin="0 12px 0 0" shapeWidth={10} shapeHeight={10} />
    </figure>
  );
}
