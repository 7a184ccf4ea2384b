/** Every route of the API is under /api … */
export const apiPrefix = 'api';

/**
 * … but these controllers' paths, where other programs or people look for them (Prometheus:
 * /metrics; a buyer's link to documents: /d/{token}, issue 38).
 */
export const outsideApiPrefix = ['metrics', 'd', 'd/buyer-page.css', 'd/:token', 'd/:token/:documentId'];
