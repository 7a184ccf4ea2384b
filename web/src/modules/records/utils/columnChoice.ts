/** Where the browser keeps the columns a person hid in one list (per person, this browser). */
export const hiddenColumnsKey = (userId: string, list: string) => `dealbook.list.${list}.hiddenColumns.${userId}`;

type ColumnStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The column ids hidden in a list; anything stored that is not a list of ids counts as none. */
export function readHiddenColumns(storage: Pick<ColumnStorage, 'getItem'>, userId: string, list: string): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(hiddenColumnsKey(userId, list)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(
  storage: Pick<ColumnStorage, 'setItem'>,
  userId: string,
  list: string,
  hidden: readonly string[],
): void {
  storage.setItem(hiddenColumnsKey(userId, list), JSON.stringify(hidden));
}
