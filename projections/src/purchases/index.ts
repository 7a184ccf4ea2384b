export * from './purchase.table.js';
export * from './purchase.projection.js';
export * from './purchase-filter.js';
export * from './purchase.queries.js';
export * from './purchase-report.queries.js';
export * from './purchase-children.queries.js';
export * from './purchase-client.queries.js';
export * from './purchase-review.queries.js';
