export * from './project.table.js';
export * from './project-refs.queries.js';
export * from './project.projection.js';
export * from './project-filter.js';
export { toProject, type ProjectRow } from './project-rows.js';
export * from './project.queries.js';
export * from './project-record.queries.js';
export * from './project-reports.queries.js';
export * from './project-people.queries.js';
