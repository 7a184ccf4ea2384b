export * from './merge.js';
export * from './merge-moves.js';
