import type { CommunicationAction, CommunicationOutcome } from '@dealbook/contracts';
import {
  actionColour,
  communicationActionLabel,
  outcomeColour,
  shortOutcome,
} from '../../ui/labels/communicationLabels.js';

export interface OutcomeMarkProps {
  outcome: CommunicationOutcome | null;
  /** The short name for narrow cells; the full outcome is the title either way. */
  short?: boolean;
}

/** An outcome with its spec §9 colour. */
export function OutcomeMark({ outcome, short }: OutcomeMarkProps) {
  const text = outcome === null ? 'No outcome' : short ? shortOutcome(outcome) : outcome;
  return (
    <span className="db-outcome" title={outcome ?? 'No outcome'}>
      <span className="db-outcome__dot" style={{ background: outcomeColour(outcome) }} aria-hidden />
      {text}
    </span>
  );
}

export interface ActionMarkProps {
  action: CommunicationAction | null;
}

/** A follow-up action with its spec §9 colour. */
export function ActionMark({ action }: ActionMarkProps) {
  if (action === null) return <span className="bp6-text-muted">—</span>;
  return (
    <span className="db-outcome">
      <span className="db-outcome__dot" style={{ background: actionColour(action) }} aria-hidden />
      {communicationActionLabel(action)}
    </span>
  );
}
