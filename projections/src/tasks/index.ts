export * from './task.table.js';
export * from './task.projection.js';
export * from './task.queries.js';
