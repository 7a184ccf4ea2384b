import { ClientProjectsView } from '../modules/client-portal/components/ClientProjectsView.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /client (issue 14): the client's projects, what waits for them and what changed. */
export function ClientHomePage() {
  return (
    <>
      <PageTitle title="Your projects" />
      <ClientProjectsView />
    </>
  );
}
