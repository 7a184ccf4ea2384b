export * from './domain-event.js';
export * from './event-store.port.js';
export * from './wrong-expected-version.js';
export * from './stream-id.js';
export * from './event-catalogue.js';
export * from './personal-data.js';
