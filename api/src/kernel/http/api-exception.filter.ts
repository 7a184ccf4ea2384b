import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { IdempotentReplayedHeader, WrongExpectedVersion, type ErrorBody } from '@dealbook/contracts';
import { InvalidQueryError } from '@dealbook/projections';
import { DomainError, type DomainErrorCode } from '../errors/domain-error.js';
import { TooBusyError } from '../errors/too-busy.error.js';
import { ClientWentAway } from './client-gone.js';
import { MergedAwayRedirect } from '../merging/merged-away.js';
import { ReplayedAnswer } from './stored-answer.js';

const domainStatus: Record<DomainErrorCode, number> = {
  validation: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

export const conflictMessage = 'This record was changed by someone else. Reload it and try again.';

/** The error a body parser raises (http-errors shape). */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as BodyParserError).type === 'string' &&
    typeof (error as BodyParserError).status === 'number'
  );
}

/** PostgreSQL cancelled the statement: DATABASE_STATEMENT_TIMEOUT_SECONDS ran out. */
function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}

/**
 * The database is away (restarting, failing over, out of connections): PostgreSQL's shutdown and
 * connection error classes, and the driver's errors for a connection refused or dropped.
 */
const unavailableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(message)
  );
}

/** Seconds a client is asked to wait when the database is away: a restart takes a few. */
const databaseRetryAfterSeconds = 2;

function body(statusCode: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/** Turns whatever a request threw into the one ErrorBody shape; only the unexpected is a 500. */
export function toErrorBody(error: unknown): ErrorBody | undefined {
  if (error instanceof DomainError) {
    return body(domainStatus[error.code], error.message, error.details ? { details: error.details } : {});
  }
  if (error instanceof TooBusyError) return body(429, error.message);
  if (isStatementTimeout(error)) {
    return body(503, 'The database took too long to answer. Try again in a moment, or narrow what you asked for.');
  }
  if (isDatabaseUnavailable(error)) {
    return body(503, 'The database is not answering just now (it may be restarting). Try again in a moment.');
  }
  if (error instanceof WrongExpectedVersion) {
    return body(409, conflictMessage, { currentVersion: error.actualVersion });
  }
  if (error instanceof InvalidQueryError) {
    // Named like a validation error, so a client can point at the parameter.
    return body(400, error.message, error.field ? { details: { [error.field]: error.message } } : {});
  }
  // The Express adapter hands body-parser failures over as HttpExceptions caused by them.
  const parserError = error instanceof HttpException ? error.cause : error;
  if (isBodyParserError(parserError)) {
    if (parserError.type === 'entity.parse.failed') return body(400, 'Malformed JSON body');
    if (parserError.type === 'entity.too.large') return body(413, 'The request body is larger than 1 MB');
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'string') return body(status, response);
    const { message, details } = response as { message?: unknown; details?: Record<string, string> };
    const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : error.message;
    return body(status, text, details ? { details } : {});
  }
  return undefined;
}

/** The one exception filter of DESIGN §10: domain errors and conflicts to 4xx, the rest to 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return;
    }
    const res = host.switchToHttp().getResponse<Response>();
    // Nobody to answer, and nothing went wrong.
    if (error instanceof ClientWentAway) return;
    // Not an error: a merged-away record's route points at the record it lives on now. Permanent
    // unless the merge is undone: browsers keep a 301 they may cache, and after an undo would still
    // follow it, so this one they may not.
    if (error instanceof MergedAwayRedirect) {
      if (!res.headersSent) {
        res.status(301).setHeader('Location', error.location).setHeader('Cache-Control', 'no-store').json(error.body);
      }
      return;
    }
    // Not an error either: a retried write's first answer, sent again as it was.
    if (error instanceof ReplayedAnswer) {
      if (res.headersSent) return;
      res.status(error.answer.status).setHeader(IdempotentReplayedHeader, 'true');
      for (const [name, value] of Object.entries(error.answer.headers)) res.setHeader(name, value);
      res.end(error.answer.body ?? undefined);
      return;
    }
    const known = toErrorBody(error);
    if (!known) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    const answer = known ?? body(500, 'Something went wrong on the server. The error has been logged.');
    if (res.headersSent) return;
    if (error instanceof TooBusyError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (isDatabaseUnavailable(error)) res.setHeader('Retry-After', String(databaseRetryAfterSeconds));
    res.status(answer.statusCode).json(answer);
  }
}
