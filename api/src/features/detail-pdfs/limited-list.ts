/** Rows of a linked list, at most a document's share of them, and how many there are in all. */
export interface Limited<T> {
  rows: T[];
  total: number;
}

/** Every linked list but communications prints whole up to here; past it the heading says so. */
export const LinkedRowLimit = 500;
/** Communications are many and old ones matter less: the latest of them. */
export const RecentCommunicationLimit = 25;

export const limited = <T>(rows: T[], total = rows.length): Limited<T> => ({ rows, total });

/** "Tasks", or "Tasks (latest 500 of 812)" when the document leaves some out. */
export function limitedHeading(heading: string, list: Limited<unknown>): string {
  return list.total > list.rows.length ? `${heading} (latest ${list.rows.length} of ${list.total})` : heading;
}
