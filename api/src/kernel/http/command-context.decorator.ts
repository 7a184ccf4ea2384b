import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { validate as isUuid } from 'uuid';
import type { SignedInRequest } from './signed-in-request.js';
import { newId } from '../ids.js';
import { currentRequestId } from '../logging/request-scope.js';

/** Who issues a command and which request it belongs to: stored on every event it produces. */
export interface CommandContextValue {
  actorId: string;
  correlationId: string;
  /** The request's X-Request-Id, kept in its events' metadata and pushes to trace them to its logs. */
  requestId?: string;
}

/**
 * The actor (signed-in user) and correlation id of a write. A caller may pass its own
 * X-Correlation-Id (a UUID) to tie several requests together; otherwise each request gets one.
 */
export const CommandContext = createParamDecorator((_data: unknown, context: ExecutionContext): CommandContextValue => {
  const request = context.switchToHttp().getRequest<SignedInRequest>();
  const actorId = request.auth?.user._id;
  if (!actorId) throw new UnauthorizedException('This route needs a signed-in user');
  const given = request.header('X-Correlation-Id')?.trim();
  const requestId = currentRequestId();
  return {
    actorId,
    correlationId: given && isUuid(given) ? given.toLowerCase() : newId(),
    ...(requestId ? { requestId } : {}),
  };
});
