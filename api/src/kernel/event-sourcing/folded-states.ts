import type { EventStore } from '@dealbook/contracts';

/** A stream folded by this process: the state after `version`, by the decider that folded it. */
export interface FoldedState {
  decider: object;
  state: unknown;
  version: number;
}

/** Most streams remembered per store; the least recently used is forgotten first. */
const capacity = 5_000;

/**
 * The states this process last folded, per store and stream, so that a command on a stream it
 * wrote or read a moment ago need not read the stream again. A remembered state is only a guess:
 * the write path trusts it only when the append at its version succeeds (the store refuses an
 * append at a version that has moved on), and reads the stream whenever the guess led anywhere
 * else. Kept per store object, so a store wrapped or replaced (tests) starts with nothing.
 */
export class FoldedStates {
  private static readonly byStore = new WeakMap<EventStore, FoldedStates>();
  private readonly entries = new Map<string, FoldedState>();

  static of(store: EventStore): FoldedStates {
    let states = FoldedStates.byStore.get(store);
    if (!states) FoldedStates.byStore.set(store, (states = new FoldedStates()));
    return states;
  }

  recall(streamId: string, decider: object): FoldedState | undefined {
    const entry = this.entries.get(streamId);
    if (entry?.decider !== decider) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return entry;
  }

  /** Keeps the newer of what is remembered and `entry` (a slow read must not undo a later write). */
  remember(streamId: string, entry: FoldedState): void {
    const known = this.entries.get(streamId);
    if (known && known.decider === entry.decider && known.version > entry.version) return;
    this.entries.delete(streamId);
    if (this.entries.size >= capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(streamId, entry);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }
}
