import { Classes } from '@blueprintjs/core';
import { useLayoutEffect, type RefObject } from 'react';

const popupState = ['aria-expanded', 'aria-haspopup', 'aria-controls'] as const;

/**
 * Blueprint's filterable Select writes its popup state (aria-expanded, aria-haspopup,
 * aria-controls) on the div around its button. A div has no role, so ARIA allows none of them
 * there (axe's aria-allowed-attr, critical), and the Select offers no way to put them elsewhere
 * (palantir/blueprint#8142). They belong on the button a person presses, where Blueprint's own
 * Popover puts them (#6604): moved there under `root` each time the Select writes them.
 */
export function usePopupStateOnControl(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const box = root.current;
    if (!box) return;
    const move = () => {
      for (const wrapper of box.querySelectorAll<HTMLElement>(`.${Classes.POPOVER_TARGET}:not([role])`)) {
        const control = wrapper.querySelector<HTMLElement>('button');
        if (!control) continue;
        for (const name of popupState) {
          const value = wrapper.getAttribute(name);
          if (value === null) continue;
          control.setAttribute(name, value);
          wrapper.removeAttribute(name);
        }
      }
    };
    move();
    const observer = new MutationObserver(move);
    observer.observe(box, { subtree: true, childList: true, attributes: true, attributeFilter: [...popupState] });
    return () => observer.disconnect();
  }, [root]);
}
