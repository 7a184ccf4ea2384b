export * from './communication.js';
export * from './communication-events.js';
export * from './communication-commands.js';
export * from './communication-response.js';
