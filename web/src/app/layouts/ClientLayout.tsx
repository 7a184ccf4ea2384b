import { HeaderLayout } from './HeaderLayout.js';

const links = [
  { label: 'Approvals', to: '/client/approval' },
  { label: 'Project Status', to: '/client/status' },
  { label: 'Account', to: '/client/account' },
];

/** Clients' layout under /client (spec §2.1: an external-style layout). */
export function ClientLayout() {
  return <HeaderLayout home="/client" links={links} settingsPath="/client/account" />;
}
