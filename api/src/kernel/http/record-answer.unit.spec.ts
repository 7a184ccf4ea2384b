import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';
import { lastValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { pageAnswer, RecordAnswerInterceptor } from './record-answer.js';

/** A response that keeps its headers as Express would, for the request at `url`. */
function responseTo(url: string) {
  const headers = new Map<string, string | string[]>();
  const res = {
    req: { originalUrl: url },
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    append: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  };
  return { res: res as unknown as Response, headers };
}

const answered = (res: Response, answer: unknown) => {
  const context = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }) };
  const next: CallHandler = { handle: () => of(answer) };
  return lastValueFrom(new RecordAnswerInterceptor().intercept(context as unknown as ExecutionContext, next));
};

describe('pageAnswer', () => {
  it("answers the page's rows, its total, count kind and next page in headers", async () => {
    const { res, headers } = responseTo('/api/tasks/search?limit=2&offset=4');
    const page = { rows: [{ id: 'a' }, { id: 'b' }], total: 7, totalKind: 'exact' as const, nextCursor: 'c1' };
    expect(await answered(res, pageAnswer(page))).toEqual(page.rows);
    expect(Object.fromEntries(headers)).toEqual({
      'x-total-count': '7',
      'x-total-count-kind': 'exact',
      'x-next-cursor': 'c1',
      link: '</api/tasks/search?limit=2&after=c1>; rel="next"',
      'access-control-expose-headers': 'X-Total-Count, X-Total-Count-Kind, X-Next-Cursor, Link',
    });
  });

  it('sends no cursor or link on the last page', async () => {
    const { res, headers } = responseTo('/api/notes');
    await answered(res, pageAnswer({ rows: [], total: 0, totalKind: 'exact', nextCursor: null }));
    expect([...headers.keys()]).toEqual(['x-total-count', 'x-total-count-kind', 'access-control-expose-headers']);
  });
});
