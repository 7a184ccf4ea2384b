export * from './child-links.js';
export * from './task.js';
export * from './task-events.js';
export * from './task-commands.js';
export * from './task-response.js';
