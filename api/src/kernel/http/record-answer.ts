import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mergeMap, of, type Observable } from 'rxjs';
import type { ListPage } from '@dealbook/projections';
import { etagFor } from './if-match.js';
import { setListHeaders } from './list-headers.js';

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
  /**
   * The record as saved, read as its GET answers it: sent instead of the sentence to a client that
   * asks for JSON (see savedAnswer).
   */
  saved?: () => Promise<RecordAnswer<unknown>>;
  /** A list's page: its total, how it was found, the next page's cursor and link (setListHeaders). */
  page?: Omit<ListPage<unknown>, 'rows'>;
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

/**
 * A PUT's answer (spec §7): the sentence ("Company updated") with the record's new ETag; or, to a
 * client whose Accept prefers application/json to text/plain, the record as saved, read by `read`
 * (the record's own GET, so the body and ETag are what that GET answers) and sent with 200, so
 * that the client need not read it again. Without such an Accept the answer is the sentence.
 */
export const savedAnswer = <Saved>(text: string, version: number, read: () => Promise<RecordAnswer<Saved>>) =>
  new RecordAnswer(text, { text: true, version, saved: read });

/**
 * One page of a list: its rows, with the total (X-Total-Count, X-Total-Count-Kind) and the next
 * page (X-Next-Cursor, Link rel="next") in headers, so list handlers need no `@Res`.
 */
export const pageAnswer = <Row>(page: ListPage<Row>) => {
  const { rows, ...headers } = page;
  return new RecordAnswer(rows, { page: headers });
};

/** Whether the request's Accept prefers JSON to text; without one, or one taking any type, the text. */
const prefersJson = (req: Request) => req.accepts(['text/plain', 'application/json']) === 'application/json';

/**
 * Writes a RecordAnswer's headers and sends its body, choosing between a PUT's sentence and its
 * saved record by the request's Accept; any other answer passes through untouched.
 */
@Injectable()
export class RecordAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    return next.handle().pipe(
      mergeMap((answer: unknown) => {
        if (!(answer instanceof RecordAnswer)) return of(answer);
        const res = http.getResponse<Response>();
        const { saved } = (answer as RecordAnswer<unknown>).headers;
        if (!saved) return of(written(res, answer as RecordAnswer<unknown>));
        // Either answer may come back: a cache must tell them apart by Accept.
        res.vary('Accept');
        if (!prefersJson(http.getRequest<Request>())) return of(written(res, answer as RecordAnswer<unknown>));
        return saved().then((record) => written(res, record));
      }),
    );
  }
}

function written(res: Response, answer: RecordAnswer<unknown>): unknown {
  const { version, location, noStore, text, page } = answer.headers;
  if (page) setListHeaders(res, page);
  if (version !== undefined) res.setHeader('ETag', etagFor(version));
  if (location !== undefined) res.setHeader('Location', location);
  if (noStore) res.setHeader('Cache-Control', 'no-store');
  if (text) res.type('text/plain');
  return answer.body;
}
