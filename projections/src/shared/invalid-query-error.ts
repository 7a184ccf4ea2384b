/** A filter, sort or paging value a list query cannot run with; the API answers 400. */
export class InvalidQueryError extends Error {
  override readonly name = 'InvalidQueryError';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
