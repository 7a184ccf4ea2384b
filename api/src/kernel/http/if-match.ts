import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
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

/** Reads If-Match for ExpectedVersion; exported so the OpenAPI route catalogue can recognise it. */
export const readExpectedVersion = (_data: unknown, context: ExecutionContext): number | undefined =>
  parseIfMatch(context.switchToHttp().getRequest<Request>().header('if-match'));

/**
 * `@ExpectedVersion() expectedVersion?: number` — the version the editor loaded, from If-Match,
 * for the command's optimistic check; undefined when the write is unconditional.
 */
export const ExpectedVersion = createParamDecorator(readExpectedVersion);
