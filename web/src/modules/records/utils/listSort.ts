/** How a list is sorted: one field, A to Z or Z to A. The server sorts (DESIGN §1). */
export interface ListSort<F extends string> {
  field: F;
  descending: boolean;
}

/** The `sort` key of a list's query and of its address: `companyName`, `-updatedAt`. */
export function sortParam<F extends string>(sort: ListSort<F>): string {
  return `${sort.descending ? '-' : ''}${sort.field}`;
}

/**
 * A `sort` value read back from an address; anything that is not one of the list's sortable
 * fields (an old link, a hand-edited address) gives undefined, and the list keeps its own sort.
 */
export function parseSortParam<F extends string>(value: string | null, fields: readonly F[]): ListSort<F> | undefined {
  if (!value) return undefined;
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  return (fields as readonly string[]).includes(field) ? { field: field as F, descending } : undefined;
}

/**
 * Clicking a column header: the same column flips direction; another starts at its natural one,
 * newest or largest first for the fields in `descendingFirst` (dates, amounts), else A to Z.
 */
export function toggleSort<F extends string>(
  current: ListSort<F>,
  field: F,
  descendingFirst: readonly F[] = [],
): ListSort<F> {
  return current.field === field
    ? { field, descending: !current.descending }
    : { field, descending: descendingFirst.includes(field) };
}
