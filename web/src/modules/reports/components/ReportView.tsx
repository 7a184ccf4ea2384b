import { Card, H2, Spinner } from '@blueprintjs/core';
import type { ReportTable } from '@dealbook/contracts';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { useReport } from '../hooks/useReport.js';
import type { ReportPage } from '../utils/reportPages.js';
import { reportQuery } from '../utils/reportQuery.js';
import { CallerActivityChart } from './CallerActivityChart.js';
import { PipelineStagesChart } from './PipelineStagesChart.js';
import { ReportDownloads } from './ReportDownloads.js';
import { ReportFilterBar } from './ReportFilterBar.js';
import { ReportSchedulesCard } from './ReportSchedulesCard.js';
import { ReportTableView } from './ReportTableView.js';
import { Notice } from '../../ui/components/Notice.js';

export interface ReportViewProps {
  page: ReportPage;
}

/** One report: its filters (kept in the URL), what it was asked in words, a chart where it helps, the table and its downloads. */
export function ReportView({ page }: ReportViewProps) {
  const [params, setParams] = useSearchParams();
  const query = reportQuery(page.name, params);
  const values = new URLSearchParams(query ?? params.toString());
  const report = useReport(page.name, query);
  const change = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Card className="db-report" aria-busy={report.isFetching}>
      <H2 className="db-looks-h3">{page.title}</H2>
      <p className="db-muted">{page.summary}</p>
      <ReportFilterBar
        page={page}
        values={values}
        projectName={page.name === 'project-communications' ? (report.data?.subtitle[0] ?? null) : null}
        onChange={change}
      />
      {query === null ? (
        <Notice intent="primary" icon="hand-up">
          {page.filters.includes('caller') ? 'Choose a caller to see their activity.' : 'Choose a project.'}
        </Notice>
      ) : report.isPending ? (
        <Spinner aria-label={`Loading ${page.title.toLowerCase()}`} />
      ) : report.isError ? (
        <Notice intent="danger" title="The report could not be run">
          {errorMessage(report.error)}
        </Notice>
      ) : (
        <ReportBody table={report.data} query={query} values={values} />
      )}
      <ReportSchedulesCard report={page.name} title={page.title} query={values} />
    </Card>
  );
}

function ReportBody({ table, query, values }: { table: ReportTable; query: string; values: URLSearchParams }) {
  const caller = values.get('caller');
  return (
    <>
      <ul className="db-report__asked" aria-label="What this report covers">
        {table.subtitle.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ReportDownloads table={table} query={query} />
      {table.report === 'pipeline' && table.rowCount > 0 && <PipelineStagesChart table={table} />}
      {table.report === 'caller-activity' && caller && (
        <CallerActivityChart caller={caller} from={values.get('from') ?? ''} to={values.get('to') ?? ''} />
      )}
      <ReportTableView table={table} />
    </>
  );
}
