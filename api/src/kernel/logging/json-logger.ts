import type { LoggerService, LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-scope.js';

/**
 * One JSON object per line on stdout (errors on stderr) for a log collector: time, level, the
 * Nest context, the message (a string, or the fields of an object message) and the id of the
 * request it was written for. LOG_FORMAT=json; the console's text logger is the default.
 * What to log is the caller's duty: ids and counts, never names, e-mail addresses or tokens.
 */
export class JsonLogger implements LoggerService {
  private readonly levels: Set<LogLevel>;

  constructor(levels: readonly LogLevel[] = ['log', 'warn', 'error', 'fatal']) {
    this.levels = new Set(levels);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  setLogLevels(levels: LogLevel[]): void {
    this.levels.clear();
    for (const level of levels) this.levels.add(level);
  }

  /** Nest passes the context last, and for an error the stack before it. */
  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (!this.levels.has(level)) return;
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const requestId = currentRequestId();
    const fields =
      message instanceof Error
        ? { msg: message.message, stack: message.stack }
        : typeof message === 'object' && message !== null
          ? (message as Record<string, unknown>)
          : { msg: String(message) };
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      ...(context ? { context } : {}),
      ...(requestId ? { requestId } : {}),
      ...fields,
      ...(stack ? { stack } : {}),
    });
    (level === 'error' || level === 'fatal' ? process.stderr : process.stdout).write(`${line}\n`);
  }
}
