export * from './personal-data.queries.js';
export * from './import-files-of-contact.queries.js';
