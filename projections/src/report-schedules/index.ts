export * from './report-schedule.table.js';
export * from './report-schedule.projection.js';
export * from './report-schedule.queries.js';
