export * from './dashboard.table.js';
export * from './dashboard.projection.js';
export * from './dashboard-activity.projection.js';
export * from './dashboard.queries.js';
export * from './firm-time-zone.js';
export * from './pipeline-report.queries.js';
