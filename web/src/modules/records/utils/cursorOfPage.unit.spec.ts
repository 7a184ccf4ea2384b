import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListResult } from '../../api/httpClient.js';
import { cursorOfPage } from './cursorOfPage.js';
import { appendPage } from './pageParams.js';

const keyOfPage = (index: number, after: string | undefined): QueryKey => {
  const params = new URLSearchParams();
  appendPage(params, { index, size: 50, after });
  return ['list', 'company', params.toString()];
};
const page = (nextCursor: string | null): ListResult<unknown> => ({
  rows: [],
  total: 1_000_000,
  totalKind: 'estimate',
  nextCursor,
});

describe('cursorOfPage', () => {
  it('reads the first page by offset and each next one by the cursor the page before answered', () => {
    const cache = new Map<string, ListResult<unknown>>([
      [JSON.stringify(keyOfPage(0, undefined)), page('c1')],
      [JSON.stringify(keyOfPage(1, 'c1')), page('c2')],
    ]);
    const cached = (key: QueryKey) => cache.get(JSON.stringify(key));
    expect(cursorOfPage(0, keyOfPage, cached)).toBeUndefined();
    expect(cursorOfPage(1, keyOfPage, cached)).toBe('c1');
    expect(cursorOfPage(2, keyOfPage, cached)).toBe('c2');
    expect(keyOfPage(2, 'c2')[2]).toBe('limit=50&after=c2');
  });

  it('falls back to the offset where the page before is not known, and chains on from there', () => {
    const cache = new Map<string, ListResult<unknown>>([[JSON.stringify(keyOfPage(3, undefined)), page('c4')]]);
    const cached = (key: QueryKey) => cache.get(JSON.stringify(key));
    expect(cursorOfPage(3, keyOfPage, cached)).toBeUndefined();
    expect(keyOfPage(3, undefined)[2]).toBe('limit=50&offset=150');
    expect(cursorOfPage(4, keyOfPage, cached)).toBe('c4');
  });

  it('stops at the last page, whose answer has no cursor', () => {
    const cached = () => page(null);
    expect(cursorOfPage(2, keyOfPage, cached)).toBeUndefined();
  });
});
