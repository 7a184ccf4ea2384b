import type { ReportTable } from '@dealbook/contracts';
import { callerReportPath } from '../../api/communicationsApi.js';
import { projectCommunicationsReportPath } from '../../api/projectsApi.js';
import { ServerDocumentButton } from '../../export/components/ServerDocumentButton.js';
import { callerReportPeriod } from '../../export/utils/reportPeriods.js';

export interface ReportDownloadsProps {
  table: ReportTable;
  /** The query the report ran with. */
  query: string;
}

/** The period of a report's query as the Word reports' routes take it: whole local days. */
function periodOf(query: URLSearchParams) {
  const from = new Date(`${query.get('from')}T00:00:00`);
  const to = new Date(`${query.get('to')}T23:59:59.999`);
  return { from, to };
}

/**
 * A report's downloads: its PDF and its spreadsheet (every row, as run with these filters), and
 * the Word report that goes with it where there is one (the caller list also for the previous
 * day, spec §9's default).
 */
export function ReportDownloads({ table, query }: ReportDownloadsProps) {
  const params = new URLSearchParams(query);
  const caller = params.get('caller');
  const project = params.get('project');
  return (
    <div className="db-report__downloads" role="group" aria-label="Downloads">
      <ServerDocumentButton
        path={`/api/reports/${table.report}/pdf?${query}`}
        fallbackName={`${table.title}.pdf`}
        label="Export PDF"
        icon="document"
      />
      <ServerDocumentButton
        path={`/api/reports/${table.report}/xlsx?${query}`}
        fallbackName={`${table.title}.xlsx`}
        label="Export .xlsx"
        icon="export"
      />
      {table.report === 'caller-activity' && caller && (
        <>
          <ServerDocumentButton
            path={callerReportPath(caller, callerReportPeriod())}
            fallbackName="Caller List.docx"
            label="Yesterday's caller list (.docx)"
            icon="document"
          />
          <ServerDocumentButton
            path={callerReportPath(caller, periodOf(params))}
            fallbackName="Caller List.docx"
            label="Caller list for the period (.docx)"
            icon="document"
          />
        </>
      )}
      {table.report === 'project-communications' && project && (
        <ServerDocumentButton
          path={projectCommunicationsReportPath(project, periodOf(params))}
          fallbackName="Communications.docx"
          label="Communications report (.docx)"
          icon="document"
        />
      )}
    </div>
  );
}
