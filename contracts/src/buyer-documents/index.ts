export * from './buyer-documents.js';
export * from './buyer-link-commands.js';
export * from './buyer-link-events.js';
