import { H2 } from '@blueprintjs/core';
import { ClientProjectsView } from '../modules/client-portal/components/ClientProjectsView.js';

/** /client (issue 14): the client's projects, what waits for them and what changed. */
export function ClientHomePage() {
  return (
    <>
      <H2>Your projects</H2>
      <ClientProjectsView />
    </>
  );
}
