import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBar } from './shell/LoadingBar.js';

/**
 * A screen whose code loads on its first visit (route-level code splitting), so the sign-in page
 * and the dashboard do not download the other forty screens. While its chunk loads the screen
 * shows the app's thin loading bar inside the layout already on screen. The guard around it
 * (`guarded(...)`) renders first, so a person the route refuses never downloads the screen.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingBar active />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
