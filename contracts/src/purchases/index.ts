export * from './purchase.js';
export * from './purchase-events.js';
