/**
 * Errors deciders and the use cases around them throw; the one exception filter maps the code to HTTP
 * (validation 400, forbidden 403, not_found 404, conflict 409). Plain TypeScript: no Nest here.
 */
export type DomainErrorCode = 'validation' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field -> message, for validation errors. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: string) => new DomainError('not_found', `${what} ${id} was not found`);
