export * from './linked-records.queries.js';
export * from './task.table.js';
export * from './task.projection.js';
export * from './task.queries.js';
export * from './linked-children.queries.js';
