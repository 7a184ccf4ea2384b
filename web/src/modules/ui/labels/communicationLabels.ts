import { Colors } from '@blueprintjs/core';
import {
  ActionColours,
  CommunicationAction,
  communicationActionLabel,
  CommunicationOutcomes,
  CommunicationType,
  communicationTypeLabel,
  NoneColour,
  OutcomeColours,
  shortOutcomeLabel,
  type CommunicationAction as Action,
  type CommunicationOutcome,
} from '@dealbook/contracts';

export { communicationActionLabel, communicationTypeLabel };

export const communicationTypeOptions = Object.values(CommunicationType).map((value) => ({
  value,
  label: communicationTypeLabel(value),
}));

/** Spec §9's colour names (contracts) as the Blueprint palette draws them. */
const palette: Record<string, string> = {
  green: Colors.GREEN3,
  cyan: Colors.TURQUOISE3,
  yellow: Colors.GOLD3,
  red: Colors.RED3,
  blue: Colors.BLUE3,
  grey: Colors.GRAY3,
};
/** A spec §9 colour name ('green', 'cyan' …) as drawn; unknown names are grey. */
export const paint = (name: string) => palette[name] ?? Colors.GRAY3;

export const outcomeColour = (outcome: CommunicationOutcome | null) =>
  paint(outcome === null ? NoneColour : OutcomeColours[outcome]);
export const actionColour = (action: Action | null) => paint(action === null ? NoneColour : ActionColours[action]);

export const shortOutcome = shortOutcomeLabel;

/** A purchase's last contact carries the outcome and action as plain values; unknown ones read as none. */
export const knownOutcome = (value: string | null): CommunicationOutcome | null =>
  (CommunicationOutcomes as readonly string[]).includes(value ?? '') ? (value as CommunicationOutcome) : null;
export const knownAction = (value: number | null): Action | null =>
  (Object.values(CommunicationAction) as number[]).includes(value ?? -1) ? (value as Action) : null;
