import { comparePositions, type LogPosition, type RecordedEvent } from '@dealbook/contracts';

/** A place on a timeline: a moment, and the event's place in the log for events of the same moment. */
export interface TimelineCursor {
  at: Date;
  position: LogPosition;
}

/** `<ms>.<commit>.<prepare>`: the contract's pattern has checked its shape already. */
export function parseTimelineCursor(text: string): TimelineCursor {
  const [ms, commit, prepare] = text.split('.');
  return { at: new Date(Number(ms)), position: { commit: BigInt(commit!), prepare: BigInt(prepare!) } };
}

export function timelineCursorOf(event: RecordedEvent): string {
  return `${event.recordedAt.getTime()}.${event.position.commit}.${event.position.prepare}`;
}

/**
 * Newest first, in the order things happened: history recorded after the fact (the demo's past)
 * was appended out of that order; events of the same moment keep the log's order.
 */
export function newestFirst(a: RecordedEvent, b: RecordedEvent): number {
  return b.recordedAt.getTime() - a.recordedAt.getTime() || comparePositions(b.position, a.position);
}

/** Whether the event comes after the cursor on a newest-first timeline (is older than it). */
export function olderThan(cursor: TimelineCursor | undefined) {
  return (event: RecordedEvent): boolean => {
    if (!cursor) return true;
    const at = event.recordedAt.getTime() - cursor.at.getTime();
    return at < 0 || (at === 0 && comparePositions(event.position, cursor.position) < 0);
  };
}
