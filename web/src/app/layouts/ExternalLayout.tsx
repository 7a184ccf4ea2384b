import { HeaderLayout } from './HeaderLayout.js';

const links = [
  { label: 'Dashboard', to: '/ext/dashboard' },
  { label: 'Projects', to: '/ext/console' },
];

/** External callers' layout under /ext (spec §2.1, §2.3). */
export function ExternalLayout() {
  return <HeaderLayout home="/ext/dashboard" links={links} settingsPath="/ext/account" />;
}
