export * from './company.js';
export * from './company-events.js';
export * from './company-commands.js';
export * from './client-company-view.js';
export * from './company-response.js';
export * from './company-labels.js';
