export * from './buyer-link.table.js';
export * from './buyer-link.projection.js';
export * from './buyer-link.queries.js';
export * from './buyer-engagement.queries.js';
