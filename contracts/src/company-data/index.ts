export * from './company-data.js';
