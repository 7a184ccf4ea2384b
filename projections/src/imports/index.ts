export * from './import.table.js';
export * from './import.projection.js';
export * from './import-records.projection.js';
export * from './import.queries.js';
export * from './import-lookups.queries.js';
