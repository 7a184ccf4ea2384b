export * from './user.js';
export * from './user-events.js';
export * from './user-commands.js';
