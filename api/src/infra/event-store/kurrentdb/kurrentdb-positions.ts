import { comparePositions, type ExpectedVersion, type LogPosition } from '@dealbook/contracts';
import type { AppendStreamState, CurrentStreamState } from '@kurrent/kurrentdb-client';

/**
 * The port counts a stream's events (version 1 = the first event, 0 = no stream); KurrentDB
 * numbers them from 0 (revision). version = revision + 1.
 */
export function versionOfRevision(revision: bigint): number {
  return Number(revision) + 1;
}

export function revisionOfVersion(version: number): bigint {
  if (!Number.isInteger(version) || version < 1) throw new RangeError(`No event has stream version ${version}`);
  return BigInt(version - 1);
}

/** The port's expected version as KurrentDB's expected stream state. */
export function streamStateFor(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return 'any';
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`Not a stream version: ${expected}`);
  return expected === 0 ? 'no_stream' : revisionOfVersion(expected);
}

/** The stream's actual state, as a WrongExpectedVersionError reports it, as a port version. */
export function versionOfState(state: CurrentStreamState): number {
  return state === 'no_stream' ? 0 : versionOfRevision(state);
}

/**
 * Whether `position` lies strictly after `after` (everything does when there is no `after`).
 * KurrentDB starts reads at a position inclusively: callers drop what this refuses.
 */
export function isAfter(position: LogPosition, after: LogPosition | undefined): boolean {
  return after === undefined || comparePositions(position, after) > 0;
}

/**
 * KurrentDB's own records: `$`-prefixed event types (stream metadata, projection links,
 * statistics) and anything in a `$`-prefixed stream. The app's log is everything else.
 */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}
