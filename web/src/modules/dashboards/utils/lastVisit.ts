/** Where the browser keeps when a person last opened their dashboard (per person, this browser). */
export const lastVisitKey = (userId: string) => `dealbook.dashboard.lastVisit.${userId}`;

type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The last visit to show changes since: what "changed since your last visit" means. A stored
 * value that is not a time is ignored (the server then shows a week). Reading records nothing:
 * a render may be thrown away and run again (a lazy screen suspending), so the visit is recorded
 * apart, once the screen is on the page (recordVisit).
 */
export function readLastVisit(storage: Pick<VisitStorage, 'getItem'>, userId: string): string | undefined {
  const stored = storage.getItem(lastVisitKey(userId));
  return stored !== null && !Number.isNaN(Date.parse(stored)) ? new Date(stored).toISOString() : undefined;
}

export function recordVisit(storage: Pick<VisitStorage, 'setItem'>, userId: string, now: Date): void {
  storage.setItem(lastVisitKey(userId), now.toISOString());
}
