import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { stringify } from 'uuid';

/**
 * Where a retried request gets the same ids as its first attempt. A write sent with an
 * `Idempotency-Key` runs in a scope seeded by its user and key and dated when the key was first
 * seen; inside it the new record ids (newId) and each command's event ids are derived from that
 * seed rather than drawn at random. So when the instance running the first attempt dies after its
 * append and a retry runs the request again elsewhere, the retry creates the record under the
 * same id and appends events with the same ids, and the event store's idempotent append records
 * them once and answers what the first attempt recorded.
 */
interface RepeatableScope {
  seed: Buffer;
  firstSeenMs: number;
  /** Ids handed out so far, in the order the request asked for them. */
  issued: number;
  /** Commands decided so far on each stream: the second command on a stream gets other ids. */
  commands: Map<string, number>;
  /** Closed when the answer is sent: work the request left running in the background draws fresh ids. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<RepeatableScope>();

export interface RepeatableOrigin {
  /** Who sent the key and the key, so two users' keys never give the same ids. */
  userId: string;
  key: string;
  /** When the key was first seen: the time in the ids (UUIDv7) of every attempt. */
  firstSeenAt: Date;
}

/** Runs `work` with repeatable ids; `close` ends them (the answer went out). */
export function withRepeatableIds<T>(origin: RepeatableOrigin, work: (close: () => void) => T): T {
  const scope: RepeatableScope = {
    seed: createHash('sha256').update(`${origin.userId}\0${origin.key}`).digest(),
    firstSeenMs: origin.firstSeenAt.getTime(),
    issued: 0,
    commands: new Map(),
    open: true,
  };
  return scopes.run(scope, () => work(() => (scope.open = false)));
}

/** The next record id of a repeatable request, or undefined outside one. */
export function nextRepeatableId(): string | undefined {
  const scope = scopes.getStore();
  if (!scope?.open) return undefined;
  const n = scope.issued++;
  return uuidV7(scope.firstSeenMs, n, hashOf(scope.seed, `id\0${n}`));
}

/**
 * The event ids of the next command a repeatable request decides on `streamId` (the i-th event's
 * id), or undefined outside one. Taken once per command, so deciding it again after a version
 * conflict gives its events the same ids: nothing was recorded by the attempt that lost.
 */
export function repeatableEventIds(streamId: string): ((index: number) => string) | undefined {
  const scope = scopes.getStore();
  if (!scope?.open) return undefined;
  const ordinal = scope.commands.get(streamId) ?? 0;
  scope.commands.set(streamId, ordinal + 1);
  return (index) => uuidV7(scope.firstSeenMs, index, hashOf(scope.seed, `event\0${streamId}\0${ordinal}\0${index}`));
}

function hashOf(seed: Buffer, what: string): Buffer {
  return createHash('sha256').update(seed).update(what).digest();
}

/**
 * A UUIDv7 of the first attempt's time, with `sequence` in its 12 counter bits so the ids of one
 * request sort in the order it asked for them, and the rest from the hash.
 */
function uuidV7(ms: number, sequence: number, hash: Buffer): string {
  const bytes = new Uint8Array(16);
  let time = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  const counter = sequence & 0xfff;
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (hash[0]! & 0x3f);
  for (let i = 9; i < 16; i++) bytes[i] = hash[i]!;
  return stringify(bytes);
}
