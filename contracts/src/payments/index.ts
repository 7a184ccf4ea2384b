export * from './payment.js';
export * from './payment-events.js';
export * from './payment-commands.js';
export * from './payment-response.js';
