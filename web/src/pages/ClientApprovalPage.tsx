import { ClientApprovalsView } from '../modules/client-portal/components/ClientApprovalsView.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

/** /client/approval (issue 14): purchasers and documents the team asks the client to approve. */
export function ClientApprovalPage() {
  return (
    <>
      <PageTitle title="Approvals" />
      <ClientApprovalsView />
    </>
  );
}
