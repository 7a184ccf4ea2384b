export * from './note.table.js';
export * from './note.projection.js';
export * from './note.queries.js';
