export * from './user.table.js';
export * from './user.projection.js';
export * from './user.queries.js';
