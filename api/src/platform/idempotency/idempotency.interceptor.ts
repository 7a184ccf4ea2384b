import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BadRequestException,
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { IdempotencyKeyHeader } from '@dealbook/contracts';
import type { SignedInRequest } from '../../kernel/http/signed-in-request.js';
import { ReplayedAnswer, type StoredAnswer } from '../../kernel/http/stored-answer.js';
import { withRepeatableIds } from '../../kernel/repeatable-ids.js';
import { IdempotentRequests, leaseSeconds, type KeyedRequest } from './idempotent-requests.js';
import { Metrics } from '../metrics/metrics.js';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, as a UUID or any client-made token is. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
/** The headers that describe an answer, kept to send again with it. */
const keptHeaders = ['content-type', 'content-disposition', 'etag', 'location', 'cache-control', 'retry-after', 'link'];
/** Larger answers are not kept: a retry runs the request again (with the same ids). Command answers are far smaller. */
const largestKeptBody = 1024 * 1024;
/** How often a waiting retry looks whether the first attempt has answered, and how long it waits at most. */
const pollMs = 100;
const longestWaitMs = 120_000;

/**
 * `Idempotency-Key` on every write of a signed-in user (issue 36). The first request with a key
 * runs and its answer is kept; a later request with the key and the same method, path and body gets
 * that answer (status, headers, body) without running again, even when both arrive at once on
 * different instances — the second waits for the first. The same key with another request is a
 * 422. A first attempt whose instance died, or that ended in a server error, leaves its key free to
 * the next attempt, which runs with the same record and event ids (repeatable-ids.ts), so what the
 * first attempt appended is recorded once. Public routes (sign-in) ignore the key: there is no user
 * to tie it to.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    @Inject(IdempotentRequests) private readonly requests: IdempotentRequests,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<SignedInRequest>();
    const key = request.header(IdempotencyKeyHeader);
    const userId = request.auth?.user._id;
    if (key === undefined || !userId || !writeMethods.has(request.method)) return next.handle();
    if (!keyPattern.test(key)) {
      throw new BadRequestException({
        message: `${IdempotencyKeyHeader} must be 1 to 255 visible ASCII characters, such as a UUID`,
        details: { [IdempotencyKeyHeader]: 'must be 1 to 255 visible ASCII characters' },
      });
    }
    const keyed: KeyedRequest = { userId, key, fingerprint: fingerprintOf(request) };
    const firstSeenAt = await this.claim(keyed);
    const response = context.switchToHttp().getResponse<Response>();
    return new Observable((subscriber) =>
      withRepeatableIds({ userId, key, firstSeenAt }, (close) => {
        this.keepAnswer(keyed, response, close);
        return next.handle().subscribe(subscriber);
      }),
    );
  }

  /** Waits its turn: answers a replay or a refusal by throwing, and returns when this request is to run. */
  private async claim(keyed: KeyedRequest): Promise<Date> {
    const deadline = Date.now() + longestWaitMs;
    for (;;) {
      const claim = await this.requests.claim(keyed);
      if (claim.kind === 'run') return claim.firstSeenAt;
      if (claim.kind === 'answered') {
        this.metrics.idempotentReplays.inc();
        throw new ReplayedAnswer(claim.answer);
      }
      if (claim.kind === 'other-request') {
        throw new UnprocessableEntityException({
          message: `This ${IdempotencyKeyHeader} was already used for a different request. Use a new key for a new request.`,
          details: { [IdempotencyKeyHeader]: 'was already used for a different request' },
        });
      }
      if (Date.now() > deadline) {
        throw new ConflictException(
          `The first request with this ${IdempotencyKeyHeader} is still running. Try again in a moment.`,
        );
      }
      await sleep(pollMs);
    }
  }

  /**
   * Keeps what the response sends, and when it ends, the answer (or frees the key on a server
   * error); renews the key's lease while the request runs. A response that closes unanswered (the
   * client went away) frees the key too.
   */
  private keepAnswer(keyed: KeyedRequest, response: Response, closeIds: () => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding: unknown): void => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= largestKeptBody) chunks.push(buffer);
    };
    const renewal = setInterval(
      () => {
        this.requests.renew(keyed).catch((error: unknown) => this.logFailure('renew', error));
      },
      (leaseSeconds * 1000) / 3,
    );
    renewal.unref();
    let settled = false;
    const settle = (answered: boolean): void => {
      if (settled) return;
      settled = true;
      clearInterval(renewal);
      closeIds();
      const kept = answered && response.statusCode < 500 && size <= largestKeptBody;
      const done = kept
        ? this.requests.answer(keyed, {
            status: response.statusCode,
            headers: headersOf(response),
            body: size > 0 ? Buffer.concat(chunks) : null,
          })
        : this.requests.release(keyed);
      done.catch((error: unknown) => this.logFailure(kept ? 'answer' : 'release', error));
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      settle(true);
      return end(chunk, ...rest);
    }) as Response['end'];
    response.once('close', () => settle(false));
  }

  private logFailure(step: string, error: unknown): void {
    this.logger.warn(`Could not ${step} an idempotency key: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The request a key stands for: method, path with query, and body (an upload by its length: its body is read later). */
function fingerprintOf(request: SignedInRequest): string {
  const type = request.header('content-type') ?? '';
  const body = type.startsWith('multipart/')
    ? `multipart:${request.header('content-length') ?? ''}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.originalUrl}\n${body}`).digest('base64url');
}

function headersOf(response: Response): StoredAnswer['headers'] {
  const headers: StoredAnswer['headers'] = {};
  for (const name of keptHeaders) {
    const value = response.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
