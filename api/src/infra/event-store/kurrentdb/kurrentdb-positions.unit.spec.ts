import { describe, expect, it } from 'vitest';
import {
  isAfter,
  isSystemEvent,
  revisionOfVersion,
  streamStateFor,
  versionOfRevision,
  versionOfState,
} from './kurrentdb-positions.js';

describe('KurrentDB stream versions', () => {
  it('counts events where KurrentDB numbers them from 0', () => {
    expect(versionOfRevision(0n)).toBe(1);
    expect(versionOfRevision(41n)).toBe(42);
    expect(revisionOfVersion(1)).toBe(0n);
    expect(revisionOfVersion(42)).toBe(41n);
    for (const version of [1, 2, 17, 100_000]) expect(versionOfRevision(revisionOfVersion(version))).toBe(version);
  });

  it('has no revision for version 0 or a non-integer', () => {
    expect(() => revisionOfVersion(0)).toThrow(RangeError);
    expect(() => revisionOfVersion(2.5)).toThrow(RangeError);
  });

  it('asks for a new stream at expected version 0, the last revision at n, and no check at any', () => {
    expect(streamStateFor(0)).toBe('no_stream');
    expect(streamStateFor(1)).toBe(0n);
    expect(streamStateFor(5)).toBe(4n);
    expect(streamStateFor('any')).toBe('any');
  });

  it('refuses an expected version that no stream can be at', () => {
    expect(() => streamStateFor(-1)).toThrow(RangeError);
    expect(() => streamStateFor(1.5)).toThrow(RangeError);
  });

  it('reads the actual version of a conflict: no stream is 0, revision r is r + 1', () => {
    expect(versionOfState('no_stream')).toBe(0);
    expect(versionOfState(0n)).toBe(1);
    expect(versionOfState(6n)).toBe(7);
  });
});

describe('KurrentDB log positions', () => {
  const at = (commit: bigint, prepare: bigint) => ({ commit, prepare });

  it('lies after a position only when strictly later, commit position first', () => {
    expect(isAfter(at(10n, 10n), at(10n, 10n))).toBe(false);
    expect(isAfter(at(10n, 12n), at(10n, 10n))).toBe(true);
    expect(isAfter(at(10n, 8n), at(10n, 10n))).toBe(false);
    expect(isAfter(at(20n, 1n), at(10n, 900n))).toBe(true);
    expect(isAfter(at(9n, 900n), at(10n, 1n))).toBe(false);
  });

  it('treats every position as after "no position" (a read from the start)', () => {
    expect(isAfter(at(0n, 0n), undefined)).toBe(true);
  });

  it('compares positions beyond 2^53 exactly', () => {
    const big = 2n ** 60n;
    expect(isAfter(at(big + 1n, big + 1n), at(big, big))).toBe(true);
    expect(isAfter(at(big, big), at(big, big))).toBe(false);
  });
});

describe('KurrentDB system events', () => {
  it("leaves out the server's own records: $-types and $-streams", () => {
    expect(isSystemEvent({ type: '$metadata', streamId: '$$company-1' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-company' })).toBe(true);
    expect(isSystemEvent({ type: '$statsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: 'Renamed', streamId: '$user-stream' })).toBe(true);
  });

  it("keeps the app's events, even with a $ inside a name", () => {
    expect(isSystemEvent({ type: 'CompanyRegistered', streamId: 'company-0193' })).toBe(false);
    expect(isSystemEvent({ type: 'Price$Changed', streamId: 'deal-$1' })).toBe(false);
  });
});
