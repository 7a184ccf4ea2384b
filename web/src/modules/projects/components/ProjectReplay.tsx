import { Button, Card, H2, Slider, Spinner } from '@blueprintjs/core';
import { errorMessage } from '../../api/ApiError.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useProjectAt } from '../hooks/useProjectAt.js';
import { replayTarget, type ReplayRange } from '../utils/replaySteps.js';
import { ProjectOverview } from './ProjectOverview.js';
import { BuyerDocumentsAt } from '../../buyer-documents/components/BuyerDocumentsAt.js';
import { Notice } from '../../ui/components/Notice.js';

export interface ProjectReplayProps {
  projectId: string;
  range: ReplayRange;
  /** The version shown; null is now. */
  at: number | null;
  onAt: (version: number | null) => void;
  describe: (version: number) => string;
}

/**
 * The auditors' time slider: one stop per event, each labelled with when it happened. Stopping
 * before the newest loads the project exactly as it stood then, read-only.
 */
export function ProjectReplay({ projectId, range, at, onAt, describe }: ProjectReplayProps) {
  const snapshot = useProjectAt(projectId, at);
  const shown = at ?? range.latest;
  const when = (version: number) => formatDateTime(range.recordedAt.get(version));
  const step = (delta: number) => onAt(replayTarget(range, shown + delta));

  return (
    <Card className="db-replay" aria-label="Replay">
      <div className="db-replay__head">
        <H2 className="db-looks-h5">Replay</H2>
        <div className="db-actions">
          <Button
            size="small"
            icon="step-backward"
            text="Previous change"
            disabled={shown <= range.first}
            onClick={() => step(-1)}
          />
          <Button
            size="small"
            endIcon="step-forward"
            text="Next change"
            disabled={at === null}
            onClick={() => step(1)}
          />
          <Button
            size="small"
            intent="primary"
            icon="record"
            text="Back to now"
            disabled={at === null}
            onClick={() => onAt(null)}
          />
        </div>
      </div>
      {range.latest > range.first ? (
        <Slider
          min={range.first}
          max={range.latest}
          stepSize={1}
          value={shown}
          onChange={(version) => onAt(replayTarget(range, version))}
          labelValues={[range.first, range.latest]}
          labelRenderer={(version, options) =>
            options?.isHandleTooltip ? `Version ${version}: ${when(version)}` : when(version)
          }
          handleHtmlProps={{ 'aria-label': 'Version to replay' }}
        />
      ) : (
        <p className="db-muted">Nothing has changed since it was created.</p>
      )}
      {at === null ? (
        <p className="db-replay__now" role="status">
          Showing now: version {range.latest} ({describe(range.latest)}, {when(range.latest)}).
        </p>
      ) : (
        <section aria-label={`As it stood at version ${at}`} className="db-replay__snapshot">
          <Notice intent="warning" icon="history" role="status" title={`As it stood on ${when(at)}`}>
            Version {at} of {range.latest} ({describe(at)}). This is a read-only view of the past; nothing here can be
            changed.
          </Notice>
          {snapshot.isError && (
            <Notice intent="danger" title="That version could not be loaded">
              {errorMessage(snapshot.error)}
            </Notice>
          )}
          {snapshot.data && snapshot.data.version === at ? (
            <>
              <ProjectOverview project={snapshot.data.project} past />
              <BuyerDocumentsAt links={snapshot.data.buyerDocuments} />
            </>
          ) : (
            !snapshot.isError && <Spinner size={24} aria-label="Loading that version" />
          )}
        </section>
      )}
    </Card>
  );
}
