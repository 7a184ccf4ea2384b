import type { CommunicationOutcome } from '@dealbook/contracts';
import { communicationActionLabel, outcomeColour } from '../../ui/labels/communicationLabels.js';
import { KbdGroup } from './Kbd.js';
import { actionKeys, outcomeKeys, rowKeys } from '../utils/consoleKeys.js';

/** The row keys by what they do: ↓ and J both move down. */
const rowKeyGroups = rowKeys.reduce<{ label: string; keys: string[] }[]>((groups, { key, label }) => {
  const group = groups.find((g) => g.label === label);
  if (group) group.keys.push(key);
  else groups.push({ label, keys: [key] });
  return groups;
}, []);

export interface KeyLegendProps {
  /** The outcome waiting for its action, if any. */
  pending: CommunicationOutcome | null;
}

/** Every console key on screen: nobody has to know them by heart. */
export function KeyLegend({ pending }: KeyLegendProps) {
  if (pending) {
    const actions = actionKeys(pending);
    return (
      <div className="db-console-legend db-console-legend--pending" role="status" aria-label="Pick the action">
        <strong>
          <span className="db-outcome__dot" style={{ background: outcomeColour(pending) }} aria-hidden /> {pending}
        </strong>
        <span>now pick the action:</span>
        {actions.map(({ key, action }) => (
          <span key={key} className="db-console-legend__item">
            <KbdGroup keys={[key]} /> {communicationActionLabel(action)}
          </span>
        ))}
        <span className="db-console-legend__item">
          <KbdGroup keys={['Enter']} /> {communicationActionLabel(actions[0]!.action)}
        </span>
        <span className="db-console-legend__item">
          <KbdGroup keys={['Esc']} /> cancel
        </span>
      </div>
    );
  }
  return (
    <div className="db-console-legend" aria-label="Keys">
      <span className="db-console-legend__title">Log a call:</span>
      {outcomeKeys.map(({ key, outcome }) => (
        <span key={key} className="db-console-legend__item">
          <KbdGroup keys={[key]} />
          <span className="db-outcome__dot" style={{ background: outcomeColour(outcome) }} aria-hidden />
          {outcome}
        </span>
      ))}
      <span className="db-console-legend__item">then the action (Enter: the first)</span>
      <span className="db-console-legend__break" />
      {rowKeyGroups.map(({ label, keys }) => (
        <span key={label} className="db-console-legend__item">
          <KbdGroup keys={keys} /> {label}
        </span>
      ))}
      <span className="db-console-legend__item">
        <KbdGroup keys={['?']} /> All keys
      </span>
    </div>
  );
}
