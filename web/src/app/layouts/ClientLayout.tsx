import { RealtimeProvider } from '../../modules/realtime/components/RealtimeProvider.js';
import { HeaderLayout } from './HeaderLayout.js';

const links = [
  { label: 'Approvals', to: '/client/approval' },
  { label: 'Project Status', to: '/client/status' },
  { label: 'Account', to: '/client/account' },
];

/**
 * Clients' layout under /client (spec §2.1: an external-style layout). Live: the server joins a
 * client's socket to their companies' rooms, and their pushes refresh the portal's queries.
 */
export function ClientLayout() {
  return (
    <RealtimeProvider>
      <HeaderLayout home="/client" links={links} settingsPath="/client/account" />
    </RealtimeProvider>
  );
}
