export * from './client-review.js';
export * from './client-portal.js';
export * from './client-stage.js';
