import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { validate as isUuid } from 'uuid';
import type { SignedInRequest } from './signed-in-request.js';
import { newId } from '../ids.js';

/** Who issues a command and which request it belongs to: stored on every event it produces. */
export interface CommandContextValue {
  actorId: string;
  correlationId: string;
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
  return { actorId, correlationId: given && isUuid(given) ? given.toLowerCase() : newId() };
});
