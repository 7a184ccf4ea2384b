import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { searchFocusRequestState } from '../states/searchFocusRequestState.js';
import { searchOverlayOpenState } from '../states/searchOverlayOpenState.js';

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * "/" anywhere outside a field opens the search overlay and puts the focus in its box, as in most
 * web apps; also on /search, where the box may be open already without the focus. In the box
 * itself "/" is a character like any other.
 */
export function useSearchShortcut(enabled: boolean): void {
  const setOpen = useSetAtom(searchOverlayOpenState);
  const requestFocus = useSetAtom(searchFocusRequestState);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
      requestFocus((n) => n + 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, setOpen, requestFocus]);
}
