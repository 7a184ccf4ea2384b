import { DomainError } from '../errors/domain-error.js';

/**
 * The stream version a client sends back in If-Match (the ETag it read): `"3"`, `W/"3"` or a
 * bare `3`. Absent: undefined (the write is not conditional). Anything else is a 400, not a
 * silently unconditional write.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^(?:W\/)?(?:"(\d{1,9})"|(\d{1,9}))$/.exec(header.trim());
  if (!match) {
    throw new DomainError('validation', 'If-Match must be a record version such as "3"', {
      'If-Match': 'must be a record version such as "3"',
    });
  }
  return Number(match[1] ?? match[2]);
}

/** The ETag of a record at a stream version. */
export const etagFor = (version: number) => `"${version}"`;
