export * from './contact.js';
export * from './contact-events.js';
export * from './contact-commands.js';
export * from './contact-response.js';
export * from './contact-labels.js';
export * from './contact-erasure.js';
