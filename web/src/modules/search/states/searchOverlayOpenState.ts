import { atom } from 'jotai';

/** Whether the header's search overlay is open. */
export const searchOverlayOpenState = atom(false);
