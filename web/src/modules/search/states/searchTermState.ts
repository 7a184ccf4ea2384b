import { atom } from 'jotai';

/** What is typed in the header's search overlay; the /search screen shows its results. */
export const searchTermState = atom('');
