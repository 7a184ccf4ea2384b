import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { finalize, type Observable } from 'rxjs';
import type { SignedInRequest } from '../http/signed-in-request.js';
import type { HeavyWorkKind } from './heavy-work-limits.js';
import { HeavyWorkLimiter } from './heavy-work.limiter.js';

/** The route's kind of heavy work; the API document lists 429 for every route that has one. */
export const HEAVY_WORK = 'dealbook:heavy-work';

/** Takes a place of the route's kind (HeavyWorkLimits) for the signed-in user while the handler runs. */
@Injectable()
export class HeavyWorkInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(HeavyWorkLimiter) private readonly limiter: HeavyWorkLimiter,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const kind = this.reflector.get<HeavyWorkKind>(HEAVY_WORK, context.getHandler());
    const user = context.switchToHttp().getRequest<SignedInRequest>().auth?.user;
    // The access guard ran first: a heavy route is never public, so there is always a user.
    const slot = this.limiter.acquire(kind, user!._id);
    // A handler that streams its answer (@Res) settles once the last byte is written or the
    // client went away and the stream stopped: the place is held exactly as long as the work.
    return next.handle().pipe(finalize(() => slot.release()));
  }
}

/**
 * Marks a route as heavy work of `kind`: at most so many at once per person and per instance,
 * beyond which it answers 429 with Retry-After (documented in the API document).
 */
export const HeavyWork = (kind: HeavyWorkKind) =>
  applyDecorators(SetMetadata(HEAVY_WORK, kind), UseInterceptors(HeavyWorkInterceptor));
