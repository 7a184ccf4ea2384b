export * from './company-data.js';
export * from './company-data-response.js';
