import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { searchOverlayOpenState } from '../states/searchOverlayOpenState.js';

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** "/" anywhere outside a field opens the search overlay, as in most web apps. */
export function useSearchShortcut(enabled: boolean): void {
  const setOpen = useSetAtom(searchOverlayOpenState);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, setOpen]);
}
