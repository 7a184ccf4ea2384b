export * from './attachment.table.js';
export * from './attachment.projection.js';
export * from './attachment.queries.js';
export * from './attachment-client.queries.js';
