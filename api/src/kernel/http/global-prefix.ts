/** Every route of the API is under /api … */
export const apiPrefix = 'api';

/** … but these controllers' paths, where other programs look for them (Prometheus: /metrics). */
export const outsideApiPrefix = ['metrics'];
