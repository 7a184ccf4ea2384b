import { atom } from 'jotai';

/** Goes up each time "/" asks for the search box: the open overlay puts the focus in it. */
export const searchFocusRequestState = atom(0);
