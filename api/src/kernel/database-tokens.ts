/** Injection tokens of the persistence layer (DatabaseModule provides them app-wide). */
export const DATABASE = Symbol('DATABASE');
/** The replay pool (replay-database.ts): reports as of a past instant. */
export const REPLAY_DATABASE = Symbol('REPLAY_DATABASE');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PERSISTENCE = Symbol('PERSISTENCE');
