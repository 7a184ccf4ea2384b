export * from './project.js';
export * from './project-events.js';
