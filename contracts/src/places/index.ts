export * from './places.js';
export * from './places-response.js';
