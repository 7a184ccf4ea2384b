export * from './personal-data.queries.js';
