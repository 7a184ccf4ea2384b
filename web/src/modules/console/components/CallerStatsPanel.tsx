import '../../communications/communications.css';
import '../console.css';
import { Card, H2, Spinner } from '@blueprintjs/core';
import { outcomeColour, shortOutcome } from '../../ui/labels/communicationLabels.js';
import { useCallerStats } from '../../communications/hooks/useCallerStats.js';
import { lastDays, outcomeBars, outcomeSeries } from '../../ui/charts/timelineBars.js';
import { errorMessage } from '../../api/ApiError.js';
import { callerReportPath } from '../../api/communicationsApi.js';
import { ServerDocumentButton } from '../../export/components/ServerDocumentButton.js';
import { callerReportPeriod } from '../../export/utils/reportPeriods.js';
import { OutcomeChart } from './OutcomeChart.js';
import { Notice } from '../../ui/components/Notice.js';

export interface CallerStatsPanelProps {
  userId: string;
  /** "My calls" in the caller's own console; a person's name where someone else looks. */
  title?: string;
}

const chartDays = 14;

/** The caller's own day: today's calls by outcome and the last two weeks as a chart, live. */
export function CallerStatsPanel({ userId, title = 'My calls' }: CallerStatsPanelProps) {
  const { timeline, summary } = useCallerStats(userId, chartDays);
  const bars = outcomeBars(timeline.data ?? [], lastDays(chartDays));
  const today = bars[bars.length - 1];

  return (
    <Card className="db-caller-stats" role="region" aria-label={title}>
      <H2 className="db-looks-h4">{title}</H2>
      {timeline.isPending ? (
        <Spinner size={24} aria-label={`Loading ${title.toLowerCase()}`} />
      ) : timeline.isError ? (
        <Notice intent="danger" title={`${title} could not be loaded`}>
          {errorMessage(timeline.error)}
        </Notice>
      ) : (
        <>
          <dl className="db-caller-stats__today" aria-label="Today">
            <div>
              <dt>Today</dt>
              <dd data-testid="calls-today">{today?.total ?? 0}</dd>
            </div>
            {outcomeSeries
              .filter((series) => series !== 'none')
              .map((series) => (
                <div key={series}>
                  <dt>
                    <span className="db-outcome__dot" style={{ background: outcomeColour(series) }} aria-hidden />{' '}
                    {shortOutcome(series)}
                  </dt>
                  <dd>{today?.counts[series] ?? 0}</dd>
                </div>
              ))}
            {summary.data && (
              <div>
                <dt>All time</dt>
                <dd>{summary.data.total}</dd>
              </div>
            )}
          </dl>
          <OutcomeChart bars={bars} />
          <ServerDocumentButton
            path={callerReportPath(userId, callerReportPeriod())}
            fallbackName="Caller List.docx"
            label="Yesterday's caller report"
            icon="document"
          />
        </>
      )}
    </Card>
  );
}
