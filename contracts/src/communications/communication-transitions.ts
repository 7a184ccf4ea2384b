/**
 * The field a communication transition moves, for the socket push: a corrected call outcome
 * moves the outcome and its action together (`{from, to}` of both), named `outcome`.
 */
export function communicationTransitionField(type: string): string | undefined {
  return type === 'CommunicationOutcomeChanged' ? 'outcome' : undefined;
}
