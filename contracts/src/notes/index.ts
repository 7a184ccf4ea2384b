export * from './note.js';
export * from './note-events.js';
export * from './note-commands.js';
export * from './note-response.js';
