export * from './purchase.js';
export * from './purchase-events.js';
export * from './purchase-commands.js';
export * from './purchase-response.js';
