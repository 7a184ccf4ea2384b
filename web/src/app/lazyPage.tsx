import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBar } from './shell/LoadingBar.js';

const reloadedAtKey = 'dealbook:reloaded-for-new-build';

/**
 * A screen's chunk that fails to load, online, most likely belongs to a build deployed over the
 * one this tab started with (the server answers 404 for chunks it no longer has): loading the
 * page again picks up the new build. Once in ten seconds at most, so a broken build cannot loop.
 */
function reloadForNewBuild(): boolean {
  if (!navigator.onLine) return false;
  const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
  if (Date.now() - last < 10_000) return false;
  sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * A screen whose code loads on its first visit (route-level code splitting), so the sign-in page
 * and the dashboard do not download the other forty screens. While its chunk loads the screen
 * shows the app's thin loading bar inside the layout already on screen. The guard around it
 * (`guarded(...)`) renders first, so a person the route refuses never downloads the screen.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // The reload replaces the page; until then the loading bar stays.
        if (reloadForNewBuild()) return new Promise<never>(() => undefined);
        throw error;
      },
    ),
  );
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingBar active />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
