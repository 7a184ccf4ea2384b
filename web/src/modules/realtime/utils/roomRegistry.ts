/**
 * Rooms the screens currently need, counted per screen: two components watching one record share
 * one server subscription, which ends only when the last of them goes away.
 */
export class RoomRegistry {
  private readonly counts = new Map<string, number>();

  /** Returns true when the room was not held before (the server must be told). */
  acquire(room: string): boolean {
    const count = (this.counts.get(room) ?? 0) + 1;
    this.counts.set(room, count);
    return count === 1;
  }

  /** Returns true when the last holder left (the server must be told). */
  release(room: string): boolean {
    const count = this.counts.get(room);
    if (count === undefined) return false;
    if (count > 1) {
      this.counts.set(room, count - 1);
      return false;
    }
    this.counts.delete(room);
    return true;
  }

  holds(room: string): boolean {
    return this.counts.has(room);
  }

  /** Everything to subscribe to again after a reconnect. */
  rooms(): string[] {
    return [...this.counts.keys()];
  }
}
