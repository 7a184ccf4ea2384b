import { createContext } from 'react';
import type { RealtimeClient } from './realtimeClient.js';

/** Null until the socket is set up (and outside the signed-in shell). */
export const RealtimeContext = createContext<RealtimeClient | null>(null);
