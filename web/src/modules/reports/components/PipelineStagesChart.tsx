import { H3 } from '@blueprintjs/core';
import type { ReportTable } from '@dealbook/contracts';
import { StatusBars } from '../../dashboards/components/StatusBars.js';

export interface PipelineStagesChartProps {
  table: ReportTable;
}

/** How many projects stand in each stage, opportunities and deals apart: the pipeline report at a glance. */
export function PipelineStagesChart({ table }: PipelineStagesChartProps) {
  const type = table.columns.findIndex((column) => column.header === 'Type');
  const stage = table.columns.findIndex((column) => column.header === 'Stage');
  const stages = [...new Set(table.rows.map((row) => String(row[stage])))];
  const countsOf = (kind: string) =>
    stages.map((label, status) => ({
      status,
      count: table.rows.filter((row) => row[type] === kind && row[stage] === label).length,
    }));
  return (
    <div className="db-report-charts">
      {(['Opportunity', 'Deal'] as const).map((kind) => (
        <section key={kind} aria-label={`${kind === 'Deal' ? 'Deals' : 'Opportunities'} by stage`}>
          <H3 className="db-looks-h5">{kind === 'Deal' ? 'Deals' : 'Opportunities'} by stage</H3>
          <StatusBars
            label={`${kind === 'Deal' ? 'Deals' : 'Opportunities'} by stage`}
            counts={countsOf(kind)}
            statusLabel={(status) => stages[status] ?? ''}
          />
        </section>
      ))}
    </div>
  );
}
