import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useIdleSignOut } from '../../modules/auth/hooks/useIdleSignOut.js';
import { RealtimeProvider } from '../../modules/realtime/components/RealtimeProvider.js';
import { Copyright } from '../shell/Copyright.js';
import { Sidebar } from '../shell/Sidebar.js';
import { TopBar } from '../shell/TopBar.js';

/** The signed-in shell: sidebar, top bar, scrolling content with footer, live updates. */
export function SecureLayout() {
  useIdleSignOut();
  const { pathname } = useLocation();
  const content = useRef<HTMLElement>(null);

  useEffect(() => {
    content.current?.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <RealtimeProvider>
      <div className="db-shell">
        <Sidebar />
        <div className="db-shell__main">
          <TopBar />
          <main className="db-shell__content" ref={content}>
            <div className="db-page">
              <Outlet />
            </div>
            <footer className="db-shell__footer">
              <Copyright />
            </footer>
          </main>
        </div>
      </div>
    </RealtimeProvider>
  );
}
