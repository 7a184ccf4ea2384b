import type { Response } from 'express';
import { TotalCountHeader } from '@dealbook/contracts';

/** Reports a list's total before paging; exposed so cross-origin API clients can read it too. */
export function setTotalCount(res: Response, total: number): void {
  res.setHeader(TotalCountHeader, String(total));
  const exposed = String(res.getHeader('Access-Control-Expose-Headers') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!exposed.some((h) => h.toLowerCase() === TotalCountHeader.toLowerCase())) exposed.push(TotalCountHeader);
  res.setHeader('Access-Control-Expose-Headers', exposed.join(', '));
}
