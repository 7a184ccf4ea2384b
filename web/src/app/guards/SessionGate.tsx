import { Outlet } from 'react-router-dom';
import { useSessionBootstrap } from '../../modules/auth/hooks/useSessionBootstrap.js';
import { LoadingBar } from '../shell/LoadingBar.js';

/** Nothing routes until the server has said who (if anyone) is signed in. */
export function SessionGate() {
  const session = useSessionBootstrap();
  return (
    <>
      <LoadingBar active={session.status === 'checking'} />
      {session.status !== 'checking' && <Outlet />}
    </>
  );
}
