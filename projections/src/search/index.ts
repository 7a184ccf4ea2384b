export * from './company-search.queries.js';
export * from './contact-search.queries.js';
