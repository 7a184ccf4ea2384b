export * from './project.table.js';
export * from './project-refs.queries.js';
