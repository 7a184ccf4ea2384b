import { ClientStatusPanel } from '../modules/client-portal/components/ClientStatusPanel.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /client/status (issue 14): one project as the client follows it. */

export function ClientStatusPage() {
  return (
    <>
      <PageTitle title="Project status" />
      <ClientStatusPanel />
    </>
  );
}
