import type { ReportRunFinished } from '@dealbook/contracts';
import type { Upcaster } from './upcasters.js';

/** ReportRunFinished as version 1 recorded it: the report's number of rows under `rows`. */
export type ReportRunFinishedV1Data = Omit<ReportRunFinished['data'], 'rowCount'> & { rows: number | null };

/**
 * ReportRunFinished 1 -> 2 (issue 36): `rows`, a count where the reports' own `rows` are the rows
 * themselves, is `rowCount`. A payload without it (none was written so) reads as no count.
 */
export const reportRunFinishedV1ToV2: Upcaster = {
  type: 'ReportRunFinished',
  fromVersion: 1,
  upcast(data): ReportRunFinished['data'] {
    const { rows, ...rest } = data as ReportRunFinishedV1Data;
    return { ...rest, rowCount: rows ?? null };
  },
};

/**
 * Every upcaster of the product, the one list both event stores are built with (postgres- and
 * kurrent-persistence.ts), so every read of the log — a stream, the whole log, subscriptions,
 * catch-up runners, rebuilds, the history and replays as of a past instant — sees each event
 * type in its catalogue's schema version (DESIGN §4, schema evolution; docs/architecture.md,
 * "How to evolve an event"). A type's chain runs from 1 to its catalogue's version, one step each.
 */
export const eventUpcasters: readonly Upcaster[] = [reportRunFinishedV1ToV2];
