export * from './company-search.queries.js';
export * from './contact-search.queries.js';
export * from './project-search.queries.js';
