import { NonIdealState } from '@blueprintjs/core';

/**
 * Calls, e-mails and meetings are logged with deal management (projects, purchasers and the
 * console), which is not released yet; the tab says so rather than showing an empty list.
 */
export function CommunicationsComingPanel() {
  return (
    <NonIdealState
      icon="phone"
      title="Communications arrive with deal management"
      description="Calls, e-mails and meetings logged against projects and purchasers will be listed here."
    />
  );
}
