/** Injection tokens of the persistence layer (DatabaseModule provides them app-wide). */
export const DATABASE = Symbol('DATABASE');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PERSISTENCE = Symbol('PERSISTENCE');
