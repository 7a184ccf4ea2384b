import type { Response } from 'express';
import { LinkHeader, NextCursorHeader, TotalCountHeader, TotalCountKindHeader } from '@dealbook/contracts';
import type { ListPage } from '@dealbook/projections';

/**
 * Reports a list's total before paging, how it was found and the next page: its cursor and, per
 * RFC 8288, a link to it (`Link: <…>; rel="next"`); exposed so cross-origin API clients can read
 * them too.
 */
export function setListHeaders(res: Response, page: Omit<ListPage<unknown>, 'rows'>): void {
  res.setHeader(TotalCountHeader, String(page.total));
  res.setHeader(TotalCountKindHeader, page.totalKind);
  if (page.nextCursor !== null) {
    res.setHeader(NextCursorHeader, page.nextCursor);
    res.append(LinkHeader, `<${nextPageUrl(res.req.originalUrl, page.nextCursor)}>; rel="next"`);
  }
  const exposed = String(res.getHeader('Access-Control-Expose-Headers') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (const header of [TotalCountHeader, TotalCountKindHeader, NextCursorHeader, LinkHeader]) {
    if (!exposed.some((h) => h.toLowerCase() === header.toLowerCase())) exposed.push(header);
  }
  res.setHeader('Access-Control-Expose-Headers', exposed.join(', '));
}

/**
 * The root-relative URL of the next page: the request's path and query with `after` set to the
 * cursor. `offset` goes (a cursor says where the page starts, and the two together are a 400);
 * every other parameter stays, repeated keys included, in their order.
 */
export function nextPageUrl(requestUrl: string, cursor: string): string {
  const at = requestUrl.indexOf('?');
  const path = at === -1 ? requestUrl : requestUrl.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : requestUrl.slice(at + 1));
  query.delete('after');
  query.delete('offset');
  query.append('after', cursor);
  // Characters that would end the link's <…> or split the header, should the path hold them raw.
  return `${path.replace(/[<>"\s]/g, (c) => encodeURIComponent(c))}?${query.toString()}`;
}
