import { isApiError } from '../../api/ApiError.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';

/** The field messages of a 400 answer, shown beside the fields; none for other failures. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error, 400) ? error.details : {};
}
