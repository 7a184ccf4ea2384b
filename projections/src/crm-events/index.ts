export * from './crm-event.table.js';
export * from './crm-event.projection.js';
export * from './crm-event.queries.js';
export * from './attendee-contacts.queries.js';
