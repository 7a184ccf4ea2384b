import type { SessionUser } from '@dealbook/contracts';
import { atom } from 'jotai';

/**
 * Who is signed in. The session itself is the HttpOnly cookie; the browser keeps only the user,
 * in memory, learnt from the server at load (`checking` until then).
 */
export type Session = { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export const sessionState = atom<Session>({ status: 'checking' });
