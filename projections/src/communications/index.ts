export * from './communication.table.js';
export * from './communication.projection.js';
export * from './communication-filter.js';
export * from './communication.queries.js';
export * from './communication-stats.queries.js';
export * from './communication-report.queries.js';
export * from './communication-people.queries.js';
export * from './caller-people.queries.js';
