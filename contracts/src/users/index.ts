export * from './user.js';
export * from './user-events.js';
export * from './user-commands.js';
export * from './user-response.js';
