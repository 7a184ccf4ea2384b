import { isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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
 * A thenable already fulfilled with `value`: its `then` calls back before it returns. Only what
 * `React.lazy` uses of a thenable: it does not chain.
 */
function settled<T>(value: T): PromiseLike<T> {
  return { then: (onFulfilled) => onFulfilled!(value) as never };
}

/** A lazily loaded screen, whose code can be asked for before it renders. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A screen whose code loads on its first visit (route-level code splitting), so the sign-in page
 * and the dashboard do not download the other forty screens. While its chunk loads the screen
 * shows the app's thin loading bar inside the layout already on screen. The guard around it
 * (`guarded(...)`) renders first, so a person the route refuses never sees the screen; its code
 * may have loaded (`preloadScreensIn`), which holds nothing of theirs.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = { default: component };
      return component;
    }));
  const Screen = lazy(() =>
    loaded
      ? // Loaded already (`preloadScreensIn`): a thenable that answers at once lets React render the
        // screen in this pass. A promise, even a settled one, answers a tick later, so React showed
        // the loading bar first and then held it for its 300 ms reveal throttle: the signed-in
        // dashboard painted 400 ms after its code and session were in.
        (settled(loaded) as Promise<{ default: ComponentType<P> }>)
      : preload().then(
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
  return Object.assign(LazyPage, { preload });
}

/**
 * Starts loading every lazy screen in these route elements (a layout, the guard's child), so the
 * first screen's code downloads beside the session check rather than after it, one layout at a
 * time: on a slow phone link each of those steps cost about a second (issue 33's Lighthouse audit).
 */
export function preloadScreensIn(elements: ReactNode[]): void {
  for (const element of elements) {
    if (!isValidElement<{ children?: ReactNode }>(element)) continue;
    const { preload } = element.type as { preload?: () => Promise<unknown> };
    if (typeof preload === 'function') void preload().catch(() => undefined);
    preloadScreensIn([element.props.children]);
  }
}
