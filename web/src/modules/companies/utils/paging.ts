export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** "Showing 51–100 of 243"; an empty result says so. */
export function showingRange(index: number, size: number, total: number): string {
  if (total <= 0) return 'No results';
  const first = Math.min(index * size + 1, total);
  const last = Math.min((index + 1) * size, total);
  return `Showing ${first}–${last} of ${total}`;
}
