export * from './merged-record.table.js';
export * from './merged-record.projection.js';
export * from './merged-record.queries.js';
