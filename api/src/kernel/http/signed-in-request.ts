import type { Request } from 'express';
import type { SessionUser } from '@dealbook/contracts';

/**
 * A request as the kernel's decorators read it: the access guard (auth/access.guard.ts) puts who
 * it is for on `auth`; the kernel needs only the user, so it does not depend on how they signed in.
 */
export interface SignedInRequest extends Request {
  auth?: { user: SessionUser };
}
