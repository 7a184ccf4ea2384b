import { CommunicationAction, CommunicationOutcomes, type CallDay } from '@dealbook/contracts';
import {
  actionColour,
  communicationActionLabel,
  outcomeColour,
  shortOutcome,
} from '../../ui/labels/communicationLabels.js';
import type { CallsFilter } from './callsFilter.js';

/** One part of a mix bar: what it counts, how it reads, its spec §9 colour. */
export interface MixSegment {
  key: string;
  label: string;
  colour: string;
  count: number;
  /** The calls this part counts, as the drill-down asks for them. */
  filter: Pick<CallsFilter, 'outcome' | 'action'>;
}

const outcomeKeys = [...CommunicationOutcomes, null] as const;
const actionKeys = [...(Object.values(CommunicationAction) as CommunicationAction[]), null] as const;

/** Counts by outcome (the four of §3.8, then none), in the order the charts use, zeros included. */
export function outcomeMix(counts: readonly { outcome: CallDay['outcome']; count: number }[]): MixSegment[] {
  return outcomeKeys.map((outcome) => ({
    key: outcome ?? 'none',
    label: shortOutcome(outcome),
    colour: outcomeColour(outcome),
    filter: { outcome: outcome ?? 'none' },
    count: counts.filter((c) => c.outcome === outcome).reduce((sum, c) => sum + c.count, 0),
  }));
}

/** Counts by follow-up action (§3.8 order, then none), zeros included. */
export function actionMix(counts: readonly { action: CallDay['action']; count: number }[]): MixSegment[] {
  return actionKeys.map((action) => ({
    key: action === null ? 'none' : String(action),
    label: action === null ? 'No action' : communicationActionLabel(action),
    colour: actionColour(action),
    filter: { action: action ?? 'none' },
    count: counts.filter((c) => c.action === action).reduce((sum, c) => sum + c.count, 0),
  }));
}

/** The points of one day. */
export const pointsOf = (days: readonly CallDay[], date: string): CallDay[] => days.filter((d) => d.date === date);
