import { useSyncExternalStore } from 'react';

/** Phones, and any window as narrow: the sidebar is a drawer there, not a column beside the page. */
const phoneQuery = '(max-width: 640px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow, following it as it is resized or turned. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(phoneQuery).matches);
}
