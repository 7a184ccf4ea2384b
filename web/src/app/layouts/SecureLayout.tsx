import { userRoom } from '@dealbook/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { secureLayoutRedirect } from '../../modules/access/utils/guards.js';
import { useIdleSignOut } from '../../modules/auth/hooks/useIdleSignOut.js';
import { useCurrentUser } from '../../modules/auth/hooks/useSession.js';
import { RealtimeProvider } from '../../modules/realtime/components/RealtimeProvider.js';
import { useClientDecisionToasts } from '../../modules/realtime/hooks/useClientDecisionToasts.js';
import { useRooms } from '../../modules/realtime/hooks/useRooms.js';
import { RecentlyViewedPanel } from '../../modules/users/components/RecentlyViewedPanel.js';
import { useNavbarPinned } from '../../modules/users/hooks/useNavbarPinned.js';
import { Copyright } from '../shell/Copyright.js';
import { Sidebar } from '../shell/Sidebar.js';
import { TopBar } from '../shell/TopBar.js';
import { usePhoneLayout } from '../shell/usePhoneLayout.js';

/** The signed-in shell: sidebar, top bar, scrolling content with footer, side overlay, live updates. */
export function SecureLayout() {
  const redirect = secureLayoutRedirect(useCurrentUser().role);
  // This shell is the staff's (clients and externals are sent to their own): they hear of client decisions.
  const announceClientDecisions = useClientDecisionToasts();
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return (
    <RealtimeProvider onPush={announceClientDecisions}>
      <SecureShell />
    </RealtimeProvider>
  );
}

function SecureShell() {
  useIdleSignOut();
  const user = useCurrentUser();
  // The user's own room: settings and recently viewed saved in another tab refresh here.
  useRooms([userRoom(user._id)]);
  const { pinned, setPinned } = useNavbarPinned();
  // On a phone the sidebar is a drawer over the page, shut until asked for and after each move.
  const phone = usePhoneLayout();
  const [sidebarOpen, setSidebarOpen] = useState(!phone);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname } = useLocation();
  const content = useRef<HTMLElement>(null);

  useEffect(() => setSidebarOpen(!phone), [phone]);
  useEffect(() => {
    content.current?.scrollTo({ top: 0 });
    if (phone) setSidebarOpen(false);
  }, [pathname, phone]);
  useEffect(() => {
    if (!phone || !sidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setSidebarOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [phone, sidebarOpen]);

  const shellClass = [
    'db-shell',
    sidebarOpen ? '' : 'is-sidebar-hidden',
    pinned ? 'is-pinned' : 'is-mini',
    phone ? 'is-phone' : '',
  ].join(' ');
  return (
    <div className={shellClass.replace(/\s+/g, ' ').trim()}>
      {sidebarOpen && (
        <Sidebar
          pinned={phone || pinned}
          drawer={phone}
          onPinnedChange={setPinned}
          onClose={() => setSidebarOpen(false)}
        />
      )}
      {phone && sidebarOpen && <div className="db-shell__backdrop" onClick={() => setSidebarOpen(false)} />}
      <div className="db-shell__main">
        <TopBar
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          overlayOpen={overlayOpen}
          onToggleOverlay={() => setOverlayOpen((open) => !open)}
        />
        <main className="db-shell__content" ref={content}>
          <div className="db-page">
            <Outlet />
          </div>
          <footer className="db-shell__footer">
            <Copyright />
          </footer>
        </main>
      </div>
      {overlayOpen && <RecentlyViewedPanel onClose={() => setOverlayOpen(false)} />}
    </div>
  );
}
