export * from './attachment.js';
export * from './attachment-events.js';
export * from './attachment-commands.js';
export * from './attachment-response.js';
