import type { Response } from 'express';
import { NextCursorHeader, TotalCountHeader, TotalCountKindHeader } from '@dealbook/contracts';
import type { ListPage } from '@dealbook/projections';

/**
 * Reports a list's total before paging, how it was found and the next page's cursor; exposed so
 * cross-origin API clients can read them too.
 */
export function setListHeaders(res: Response, page: Omit<ListPage<unknown>, 'rows'>): void {
  res.setHeader(TotalCountHeader, String(page.total));
  res.setHeader(TotalCountKindHeader, page.totalKind);
  if (page.nextCursor !== null) res.setHeader(NextCursorHeader, page.nextCursor);
  const exposed = String(res.getHeader('Access-Control-Expose-Headers') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (const header of [TotalCountHeader, TotalCountKindHeader, NextCursorHeader]) {
    if (!exposed.some((h) => h.toLowerCase() === header.toLowerCase())) exposed.push(header);
  }
  res.setHeader('Access-Control-Expose-Headers', exposed.join(', '));
}
