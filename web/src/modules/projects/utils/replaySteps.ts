import type { HistoryEntry } from '@dealbook/contracts';

export interface ReplayRange {
  first: number;
  latest: number;
  /** When each version was recorded, by version. */
  recordedAt: ReadonlyMap<number, string>;
}

/** The versions a replay can stop at: one per event of the record, oldest to newest. */
export function replayRange(entries: readonly HistoryEntry[]): ReplayRange | undefined {
  if (entries.length === 0) return undefined;
  const versions = entries.map((entry) => entry.version);
  return {
    first: Math.min(...versions),
    latest: Math.max(...versions),
    recordedAt: new Map(entries.map((entry) => [entry.version, entry.recordedAt])),
  };
}

/**
 * The version to ask the server for, or null for "now": the slider at the newest version is the
 * live record, not a snapshot of it.
 */
export function replayTarget(range: ReplayRange, version: number): number | null {
  const clamped = Math.min(Math.max(version, range.first), range.latest);
  return clamped === range.latest ? null : clamped;
}
