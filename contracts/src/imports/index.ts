export * from './import.js';
export * from './import-events.js';
export * from './import-fields.js';
