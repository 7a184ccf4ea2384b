/** Where the browser keeps when a person last opened their dashboard (per person, this browser). */
export const lastVisitKey = (userId: string) => `dealbook.dashboard.lastVisit.${userId}`;

/**
 * The last visit to show changes since, and records this one: what "changed since your last
 * visit" means. A stored value that is not a time is ignored (the server then shows a week).
 */
export function takeLastVisit(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  userId: string,
  now: Date,
): string | undefined {
  const key = lastVisitKey(userId);
  const stored = storage.getItem(key);
  storage.setItem(key, now.toISOString());
  return stored !== null && !Number.isNaN(Date.parse(stored)) ? new Date(stored).toISOString() : undefined;
}
