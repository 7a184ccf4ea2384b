import type { TotalCountKind } from '@dealbook/contracts';

export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

const grouped = (n: number) => n.toLocaleString('en-GB');

/**
 * A list's total as the server found it: "243", "about 1,000,000" (the database's estimate of a
 * large list) or "more than 10,000" (counting stopped at its cap; the header says cap + 1).
 */
export function describeTotal(total: number, kind: TotalCountKind = 'exact'): string {
  if (kind === 'estimate') return `about ${grouped(total)}`;
  if (kind === 'at-least') return `more than ${grouped(total - 1)}`;
  return String(total);
}

/** "Showing 51–100 of 243" or "… of about 1,000,000"; an empty result says so. */
export function showingRange(index: number, size: number, total: number, kind: TotalCountKind = 'exact'): string {
  if (kind !== 'exact') return `Showing ${index * size + 1}–${(index + 1) * size} of ${describeTotal(total, kind)}`;
  if (total <= 0) return 'No results';
  const first = Math.min(index * size + 1, total);
  const last = Math.min((index + 1) * size, total);
  return `Showing ${first}–${last} of ${total}`;
}

/**
 * Whether the current page may stand past the end of the list (rows deleted elsewhere): only an
 * exact total says so; an estimate can be below the page a person has reached.
 */
export function pastTheEnd(index: number, size: number, total: number, kind: TotalCountKind): boolean {
  return kind === 'exact' && index > 0 && index >= pageCount(total, size);
}
