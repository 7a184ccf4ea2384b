export * from './note.js';
export * from './note-events.js';
export * from './note-commands.js';
