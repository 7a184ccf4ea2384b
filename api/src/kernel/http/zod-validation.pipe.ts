import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';

/** A zod failure as the 400 body shows it: one message plus path -> message per field. */
export function validationError(error: z.ZodError, what = 'body'): DomainError {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : what;
    details[path] ??= issue.message;
  }
  const message = Object.entries(details)
    .map(([path, text]) => (text.startsWith(path) ? text : `${path}: ${text}`))
    .join('; ');
  return new DomainError('validation', message, details);
}

/** Validates a body, query or parameter with a contracts schema; 400 with every problem otherwise. */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    readonly schema: S,
    private readonly what = 'body',
  ) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error, this.what);
    return parsed.data;
  }
}
