import { H2 } from '@blueprintjs/core';
import { ClientStatusPanel } from '../modules/client-portal/components/ClientStatusPanel.js';

/** /client/status (issue 14): one project as the client follows it. */

export function ClientStatusPage() {
  return (
    <>
      <H2>Project status</H2>
      <ClientStatusPanel />
    </>
  );
}
