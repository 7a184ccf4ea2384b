export * from './payment.table.js';
export * from './payment.projection.js';
export * from './payment.queries.js';
