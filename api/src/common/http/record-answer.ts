import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { etagFor } from './if-match.js';

interface AnswerHeaders {
  /** The record's stream version, sent as its ETag for the next If-Match. */
  version?: number;
  /** Where a record just created can be read. */
  location?: string;
  /**
   * The answer holds data from other streams (names, employees, linked records) that its ETag
   * does not cover: a browser must not reuse it after a 304 on an unchanged version.
   */
  noStore?: boolean;
  /** A plain-text answer (writes answer a sentence), not JSON. */
  text?: boolean;
}

/**
 * A handler's answer with the headers that belong to it. Handlers return one instead of writing
 * headers on the response themselves; the interceptor below writes them only on success, so an
 * error body is never labelled as text or given the record's ETag.
 */
export class RecordAnswer<Body> {
  constructor(
    readonly body: Body,
    readonly headers: AnswerHeaders,
  ) {}
}

/**
 * A record as read (or a view of it): the version of the stream it comes from as its ETag,
 * optionally marked not to be cached (see AnswerHeaders.noStore).
 */
export const recordAnswer = <Body>(body: Body, headers: { version: number; noStore?: boolean }) =>
  new RecordAnswer(body, headers);

/** A record just created: its ETag and Location. */
export const createdAnswer = <Body extends { version: number }>(body: Body, location: string) =>
  new RecordAnswer(body, { version: body.version, location });

/** A write's sentence for people ("Company updated"), with the record's new ETag when it has one. */
export const textAnswer = (text: string, version?: number) =>
  new RecordAnswer(text, { text: true, ...(version === undefined ? {} : { version }) });

/** Writes a RecordAnswer's headers and sends its body; any other answer passes through untouched. */
@Injectable()
export class RecordAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((answer: unknown) => {
        if (!(answer instanceof RecordAnswer)) return answer;
        const res = context.switchToHttp().getResponse<Response>();
        const { version, location, noStore, text } = (answer as RecordAnswer<unknown>).headers;
        if (version !== undefined) res.setHeader('ETag', etagFor(version));
        if (location !== undefined) res.setHeader('Location', location);
        if (noStore) res.setHeader('Cache-Control', 'no-store');
        if (text) res.type('text/plain');
        return (answer as RecordAnswer<unknown>).body;
      }),
    );
  }
}
