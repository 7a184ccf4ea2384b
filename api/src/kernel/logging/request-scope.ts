import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { newId } from '../ids.js';
import type { SignedInRequest } from '../http/signed-in-request.js';

/** The header a request id travels in: set by nginx ($request_id) or a client, else made here. */
export const RequestIdHeader = 'X-Request-Id';

/** Letters, digits and `._:-`, as nginx's hex ids and UUIDs are; anything else is replaced. */
const acceptedId = /^[A-Za-z0-9._:-]{1,128}$/;

const requests = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request this code runs for, or undefined outside one (start-up, timers). */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/**
 * Gives every request an id (the proxy's X-Request-Id when it is well formed, else a new one),
 * answers it in X-Request-Id, and runs the request in its scope: every log line the request
 * writes carries it (JsonLogger), and so do its commands' events and their pushes.
 */
export function requestScope() {
  const logger = new Logger('HTTP');
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.header(RequestIdHeader);
    const requestId = given && acceptedId.test(given) ? given : newId();
    const started = performance.now();
    res.setHeader(RequestIdHeader, requestId);
    // The access log: the route's pattern, not the path or query (a search may be a name or an
    // e-mail address), and who by id.
    res.once('finish', () =>
      requests.run({ requestId }, () => {
        const pattern = (req.route as { path?: unknown } | undefined)?.path;
        logger.log({
          msg: 'request',
          method: req.method,
          route: typeof pattern === 'string' ? pattern : undefined,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          userId: (req as SignedInRequest).auth?.user._id,
        });
      }),
    );
    requests.run({ requestId }, next);
  };
}
