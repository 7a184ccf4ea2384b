import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import type { z } from 'zod';
import { clientLogBodySchema, type SessionUser } from '@dealbook/contracts';
import { SignedIn } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { FixedWindowRateLimit } from '../../kernel/http/fixed-window-rate-limit.js';

/** The client's server log level (spec §7.1): lines below it are kept, but only as debug. */
export const serverLogLevel = 5;
export const clientLogLimitPerMinute = 30;
export const tooManyLogLines = `Too many log lines: at most ${clientLogLimitPerMinute} a minute. Try again shortly.`;

/** POST /api/logs: the web app's error reports, written to the server log with who sent them. */
@Controller('logs')
export class ClientLogsController {
  private readonly logger = new Logger('Client');
  private readonly rateLimit = new FixedWindowRateLimit(clientLogLimitPerMinute, 60_000);

  @Post()
  @SignedIn()
  @HttpCode(204)
  @ResponseDoc({ errors: [429] })
  log(
    @Body(new ZodValidationPipe(clientLogBodySchema)) body: z.output<typeof clientLogBodySchema>,
    @CurrentUser() user: SessionUser,
  ): void {
    this.rateLimit.enforce(user._id, tooManyLogLines);
    // JSON-encoded so a message cannot forge extra log lines with embedded newlines.
    const line = JSON.stringify({ user: user._id, url: body.url, message: body.message, stack: body.stack });
    if (body.level >= serverLogLevel) this.logger.error(line);
    else this.logger.debug(line);
  }
}
