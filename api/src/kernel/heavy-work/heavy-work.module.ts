import { Global, Module } from '@nestjs/common';
import { HeavyWorkInterceptor } from './heavy-work.decorator.js';
import { HeavyWorkLimiter } from './heavy-work.limiter.js';

/** One limiter per instance, shared by every feature's heavy routes. */
@Global()
@Module({ providers: [HeavyWorkLimiter, HeavyWorkInterceptor], exports: [HeavyWorkLimiter, HeavyWorkInterceptor] })
export class HeavyWorkModule {}
