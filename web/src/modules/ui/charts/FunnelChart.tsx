import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { paint } from '../labels/communicationLabels.js';
import type { FunnelStep } from './funnel.js';

export interface FunnelChartProps {
  steps: readonly FunnelStep[];
  /** The chart's accessible name ("Purchasers approached"). */
  label: string;
  height?: number;
}

/** The steps in spec §9's colours, from the widest stage to the narrowest. */
const stepColours = ['blue', 'cyan', 'yellow', 'green'];
const labelWidth = 96;
const countWidth = 40;

/** A funnel as horizontal bars, one per step, each with its count (visx, like the dashboards' charts). */
export function FunnelChart({ steps, label, height = 36 * steps.length }: FunnelChartProps) {
  const max = Math.max(1, ...steps.map((step) => step.count));
  const described = steps.map((step) => `${step.label}: ${step.count}`).join(', ');
  return (
    <figure className="db-funnel-chart" style={{ margin: 0 }}>
      {/* ParentSize fills its parent absolutely: the parent holds the chart's height. */}
      <div style={{ height }}>
        <ParentSize debounceTime={50}>
          {({ width }) => {
            const barsWidth = Math.max(0, width - labelWidth - countWidth);
            const y = scaleBand<string>({ domain: steps.map((s) => s.label), range: [0, height], padding: 0.25 });
            const x = scaleLinear<number>({ domain: [0, max], range: [0, barsWidth] });
            return (
              <svg width={width} height={height} role="img" aria-label={`${label}. ${described}`}>
                {steps.map((step, index) => {
                  const top = y(step.label) ?? 0;
                  const middle = top + y.bandwidth() / 2;
                  return (
                    <Group key={step.label} data-step={step.label} data-count={step.count}>
                      <text x={0} y={middle} dominantBaseline="middle" fontSize={12}>
                        {step.label}
                      </text>
                      <Bar
                        x={labelWidth}
                        y={top}
                        width={Math.max(2, x(step.count))}
                        height={y.bandwidth()}
                        fill={paint(stepColours[index % stepColours.length] ?? 'grey')}
                        rx={2}
                      />
                      <text
                        x={labelWidth + Math.max(2, x(step.count)) + 6}
                        y={middle}
                        dominantBaseline="middle"
                        fontSize={12}
                      >
                        {step.count}
                      </text>
                    </Group>
                  );
                })}
              </svg>
            );
          }}
        </ParentSize>
      </div>
    </figure>
  );
}
