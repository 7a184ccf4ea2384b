import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { SessionUser } from '@dealbook/contracts';
import type { SignedInRequest } from './signed-in-request.js';

/** The signed-in user of a @SignedIn or @Roles route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<SignedInRequest>().auth?.user;
  if (!user) throw new UnauthorizedException('This route needs a signed-in user');
  return user;
});
