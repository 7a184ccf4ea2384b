import type { EventStore } from '@dealbook/contracts';

/**
 * One command at a time per stream in this process, in the order they came (issue 39). Writers
 * of one record who arrive together would otherwise all read the same version and all but one
 * lose the append, again and again: twenty blind edits of one company made some lose ten times.
 * Waiting their turn, each decides on the state the one before it left (remembered, so without
 * reading the stream again). Writers in other processes still race at the append, which the
 * store settles. Kept per store object, as FoldedStates is.
 */
export class StreamTurns {
  private static readonly byStore = new WeakMap<EventStore, StreamTurns>();
  /** The last turn taken on each stream that has one running or waiting. */
  private readonly last = new Map<string, Promise<void>>();

  static of(store: EventStore): StreamTurns {
    let turns = StreamTurns.byStore.get(store);
    if (!turns) StreamTurns.byStore.set(store, (turns = new StreamTurns()));
    return turns;
  }

  /** Runs `work` once every turn taken on the stream before it has ended, however that ended. */
  async take<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const before = this.last.get(streamId);
    let end!: () => void;
    const mine = new Promise<void>((resolve) => (end = resolve));
    this.last.set(streamId, mine);
    try {
      if (before) await before;
      return await work();
    } finally {
      end();
      if (this.last.get(streamId) === mine) this.last.delete(streamId);
    }
  }

  /** Streams with a turn running or waiting (what the map holds, for its test). */
  get busyStreams(): number {
    return this.last.size;
  }
}
