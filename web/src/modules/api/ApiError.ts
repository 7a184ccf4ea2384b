import type { ErrorBody } from '@dealbook/contracts';

/** A failed call with the server's error body (or one made up from the status when it sent none). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get details(): Record<string, string> {
    return this.body.details ?? {};
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * A 409 because someone saved a newer version first (the answer names the current version):
 * the person chooses between theirs and their own. Other 409s are refusals that say why (a
 * purchaser the client rejected) and are shown as such.
 */
export function isVersionConflict(error: unknown): error is ApiError {
  return isApiError(error, 409) && error.body.currentVersion !== undefined;
}

/** What to tell a person about any failure: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}
