export * from './communication.js';
export * from './communication-events.js';
