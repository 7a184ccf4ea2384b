export * from './project.js';
export * from './project-events.js';
export * from './project-commands.js';
export * from './project-reports.js';
export * from './project-response.js';
export * from './project-labels.js';
