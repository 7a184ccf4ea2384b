export * from './merge.js';
export * from './merge-moves.js';
export * from './merge-response.js';
