import { useState } from 'react';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { readHiddenColumns, writeHiddenColumns } from '../utils/columnChoice.js';

/** Storage may be refused (private mode, quota): then the choice lasts as long as the page. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The columns a person hid in a list, remembered for them in this browser (no server setting
 * holds column choices). The first column names the record and is never hidden.
 */
export function useColumnChoice(list: string) {
  const { _id: userId } = useCurrentUser();
  const [hidden, setHidden] = useState<readonly string[]>(() => {
    const store = storage();
    return store ? readHiddenColumns(store, userId, list) : [];
  });
  const toggle = (columnId: string) => {
    const next = hidden.includes(columnId) ? hidden.filter((id) => id !== columnId) : [...hidden, columnId];
    setHidden(next);
    try {
      const store = storage();
      if (store) writeHiddenColumns(store, userId, list, next);
    } catch {
      // Quota or privacy settings: the choice holds until the page is left.
    }
  };
  return { hidden, toggle };
}
