import { H2 } from '@blueprintjs/core';
import { ClientApprovalsView } from '../modules/client-portal/components/ClientApprovalsView.js';

/** /client/approval (issue 14): purchasers and documents the team asks the client to approve. */
export function ClientApprovalPage() {
  return (
    <>
      <H2>Approvals</H2>
      <ClientApprovalsView />
    </>
  );
}
