import { Colors } from '@blueprintjs/core';
import {
  ActionColours,
  CommunicationAction,
  CommunicationOutcomes,
  CommunicationType,
  enumName,
  humanize,
  NoneColour,
  OutcomeColours,
  type CommunicationAction as Action,
  type CommunicationOutcome,
  type CommunicationType as Type,
} from '@dealbook/contracts';

export const communicationTypeLabel = (type: Type) => humanize(String(enumName(CommunicationType, type) ?? type));
export const communicationActionLabel = (action: Action) =>
  humanize(String(enumName(CommunicationAction, action) ?? action));

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

/** Short outcome names for narrow cells and the chart legend; the full text stays in titles. */
const shortOutcomes: Record<CommunicationOutcome, string> = {
  'Spoke to Contact - Successful call': 'Successful call',
  'Engaged conversation but not the right contact': 'Not the right contact',
  'Called but no response': 'No response',
  'Wrong contact details': 'Wrong details',
};
export const shortOutcome = (outcome: CommunicationOutcome | null) => (outcome ? shortOutcomes[outcome] : 'No outcome');

/** A purchase's last contact carries the outcome and action as plain values; unknown ones read as none. */
export const knownOutcome = (value: string | null): CommunicationOutcome | null =>
  (CommunicationOutcomes as readonly string[]).includes(value ?? '') ? (value as CommunicationOutcome) : null;
export const knownAction = (value: number | null): Action | null =>
  (Object.values(CommunicationAction) as number[]).includes(value ?? -1) ? (value as Action) : null;
