export * from './contact.table.js';
export * from './contact.projection.js';
export * from './contact.queries.js';
export * from './company-summary.queries.js';
export * from './employee.queries.js';
