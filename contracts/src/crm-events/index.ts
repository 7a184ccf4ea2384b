export * from './crm-event.js';
export * from './crm-event-events.js';
export * from './crm-event-commands.js';
export * from './crm-event-response.js';
export * from './crm-event-labels.js';
